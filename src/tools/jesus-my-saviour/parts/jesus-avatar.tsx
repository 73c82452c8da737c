/** Jesus's portrait: long brown hair and beard, a gentle gaze, a halo, a cream robe with a red mantle. */
import { Portrait, tone } from '../../../components/chat/portrait';

const HAIR = tone('dawn', 0.38, 0.06);
const EYES = tone('dawn', 0.28, 0.04);

/** Decorative portrait of Jesus. */
export function JesusAvatar({ className }: { className?: string | undefined }) {
  return (
    <Portrait className={className}>
      <rect width="64" height="64" fill={tone('dawn', 0.88, 0.05)} />
      <circle cx="32" cy="27" r="19" fill={tone('sand', 0.94, 0.07)} />
      <circle
        cx="32"
        cy="27"
        r="19"
        fill="none"
        stroke={tone('sand', 0.8, 0.12)}
        strokeWidth="1.3"
      />
      <path d="M6 64c2-14 13-19 26-19s24 5 26 19Z" fill={tone('sand', 0.95, 0.015)} />
      <path d="M40 46c8 2 14 8 16 18H44c0-8-2-14-4-18Z" fill={tone('ember', 0.5, 0.14)} />
      <path d="m26 45 6 7 6-7" fill="none" stroke={tone('sand', 0.8, 0.03)} strokeWidth="1.2" />
      <path
        d="M19 30c-1-13 6-17.5 13-17.5S46 17 45 30l1 16c-4 2-6-2-6-6H24c0 4-2 8-6 6Z"
        fill={HAIR}
      />
      <rect x="28" y="35" width="8" height="10" rx="3.5" fill={tone('dawn', 0.74, 0.07)} />
      <ellipse cx="32" cy="28.5" rx="10" ry="11.5" fill={tone('dawn', 0.78, 0.07)} />
      <path
        d="M21.5 26c.5-8 5.5-10.5 10.5-10-4 2-7 5-10.5 10Zm21 0c-.5-8-5.5-10.5-10.5-10 4 2 7 5 10.5 10Z"
        fill={HAIR}
      />
      <path
        d="M22.3 31c.7 9 4.7 13.5 9.7 13.5s9-4.5 9.7-13.5c-1.7 5-4.7 6-9.7 6s-8-1-9.7-6Z"
        fill={HAIR}
      />
      <path
        d="M28.5 36.6q3.5-1.6 7 0"
        fill="none"
        stroke={HAIR}
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <ellipse cx="28" cy="28.5" rx="1.2" ry="1.1" fill={EYES} />
      <ellipse cx="36" cy="28.5" rx="1.2" ry="1.1" fill={EYES} />
      <path
        d="M25.8 26.2q2.2-1.2 4.4 0m3.6 0q2.2-1.2 4.4 0"
        fill="none"
        stroke={HAIR}
        strokeWidth="0.9"
        strokeLinecap="round"
      />
    </Portrait>
  );
}
