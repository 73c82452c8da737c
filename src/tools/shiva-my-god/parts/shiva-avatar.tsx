/**
 * Shiva's portrait: blue-grey, the crescent moon in his matted hair, three lines of ash and the third
 * eye on his brow, rudraksha beads and the trident, against the night sky.
 */
import { Portrait, tone } from '../../../components/chat/portrait';

const SKIN = tone('ocean', 0.7, 0.07);
const HAIR = tone('night', 0.24, 0.03);
const STEEL = tone('night', 0.85, 0.03);
const STAR = tone('night', 0.97, 0.01);

/** Decorative portrait of Shiva. */
export function ShivaAvatar({ className }: { className?: string | undefined }) {
  return (
    <Portrait className={className}>
      <rect width="64" height="64" fill={tone('night', 0.42, 0.07)} />
      <g fill={STAR}>
        <circle cx="12" cy="14" r="0.8" />
        <circle cx="52" cy="20" r="0.7" />
        <circle cx="8" cy="34" r="0.6" />
        <circle cx="57" cy="38" r="0.7" />
      </g>
      <path
        d="M53 64V18m-6 6c0 6 12 6 12 0m-6-10v6"
        stroke={STEEL}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="m51.2 17 1.8-5 1.8 5Zm-5.4 8 1.2-4.5 1.2 4.5Zm12 0 1.2-4.5 1.2 4.5Z" fill={STEEL} />
      <path d="M8 64c2-13 12-18 24-18s22 5 24 18Z" fill={tone('ocean', 0.66, 0.07)} />
      <path
        d="M20 64c2-9 6-14 12-14s10 5 12 14"
        fill="none"
        stroke={tone('ember', 0.45, 0.1)}
        strokeWidth="1.6"
        strokeDasharray="0.1 2.6"
        strokeLinecap="round"
      />
      <rect x="27.5" y="36" width="9" height="11" rx="4" fill={tone('ocean', 0.62, 0.07)} />
      <path d="M24 17c-2-9 4-14 8-14s10 5 8 14Z" fill={HAIR} />
      <path d="M18 32c-1-12 6-17 14-17s15 5 14 17l1 12c-3 1-4-2-4-4H21c0 2-1 5-4 4Z" fill={HAIR} />
      <path d="M35 5.5a5 5 0 1 0 5.5 7A4 4 0 1 1 35 5.5Z" fill={tone('sand', 0.93, 0.06)} />
      <ellipse cx="32" cy="30" rx="11" ry="12.5" fill={SKIN} />
      <path
        d="M25.5 21.5h13M25 23.3h14m-13.5 1.8h13"
        stroke={STAR}
        strokeWidth="0.9"
        strokeLinecap="round"
      />
      <ellipse cx="32" cy="23.3" rx="0.9" ry="1.8" fill={tone('ember', 0.55, 0.2)} />
      <path
        d="M25.5 31q2.5 1.8 5 0m3 0q2.5 1.8 5 0"
        fill="none"
        stroke={HAIR}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      <path
        d="M29.5 37.2q2.5 1.5 5 0"
        fill="none"
        stroke={tone('ember', 0.38, 0.06)}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </Portrait>
  );
}
