/** The Buddha's portrait: serene, eyes closed, curled hair with the ushnisha, saffron robe, a halo. */
import { Portrait, tone } from '../../../components/chat/portrait';

const SKIN = tone('dawn', 0.82, 0.09);
const HAIR = tone('night', 0.3, 0.04);
const CURL = tone('night', 0.4, 0.04);

/** Decorative portrait of the Buddha. */
export function BuddhaAvatar({ className }: { className?: string | undefined }) {
  return (
    <Portrait className={className}>
      <rect width="64" height="64" fill={tone('sand', 0.9, 0.045)} />
      <circle cx="32" cy="28" r="20" fill={tone('sand', 0.93, 0.07)} />
      <circle
        cx="32"
        cy="28"
        r="20"
        fill="none"
        stroke={tone('sand', 0.78, 0.11)}
        strokeWidth="1.2"
      />
      <path d="M6 64c2-14 13-20 26-20s24 6 26 20Z" fill={tone('dawn', 0.68, 0.15)} />
      <path d="M32 44c8 0 18 3 22 10l-8 10H30c4-8 6-14 2-20Z" fill={tone('ember', 0.6, 0.15)} />
      <rect x="28" y="36" width="8" height="10" rx="3.5" fill={tone('dawn', 0.8, 0.09)} />
      <ellipse cx="32" cy="14.5" rx="5.2" ry="4.5" fill={HAIR} />
      <path d="M20.5 28c0-10 4.5-13 11.5-13s11.5 3 11.5 13Z" fill={HAIR} />
      <ellipse cx="32" cy="29" rx="11" ry="12" fill={SKIN} />
      <path
        d="M21 27c1-7 5-8.5 11-8.5s10 1.5 11 8.5c-3-3.5-7-4.5-11-4.5s-8 1-11 4.5Z"
        fill={HAIR}
      />
      <g fill={CURL}>
        <circle cx="30" cy="13" r="0.9" />
        <circle cx="34" cy="13" r="0.9" />
        <circle cx="32" cy="16" r="0.9" />
        <circle cx="27" cy="19" r="0.9" />
        <circle cx="37" cy="19" r="0.9" />
        <circle cx="32" cy="19.8" r="0.9" />
      </g>
      <path d="M21.2 27c-2.7 0-2.7 9-.7 11 1-2 1-6 1.3-8Z" fill={tone('dawn', 0.78, 0.09)} />
      <path d="M42.8 27c2.7 0 2.7 9 .7 11-1-2-1-6-1.3-8Z" fill={tone('dawn', 0.78, 0.09)} />
      <circle cx="32" cy="25" r="0.9" fill={tone('ember', 0.55, 0.15)} />
      <path
        d="M25.5 29.5q2.5 1.8 5 0m3 0q2.5 1.8 5 0"
        fill="none"
        stroke={HAIR}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      <path
        d="M29.5 36q2.5 1.6 5 0"
        fill="none"
        stroke={tone('ember', 0.45, 0.08)}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </Portrait>
  );
}
