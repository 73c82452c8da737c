/** Krishna's portrait: blue-skinned, a golden crown with a peacock feather, yellow garment. */
import { Portrait, tone } from '../../../components/chat/portrait';

const SKIN = tone('ocean', 0.6, 0.09);
const GOLD = tone('sand', 0.8, 0.14);
const HAIR = tone('night', 0.25, 0.03);

/** Decorative portrait of Krishna. */
export function KrishnaAvatar({ className }: { className?: string | undefined }) {
  return (
    <Portrait className={className}>
      <rect width="64" height="64" fill={tone('ocean', 0.86, 0.05)} />
      <path d="M36 20c-2-8 2-16 8-18 4 6 0 14-8 18Z" fill={tone('sage', 0.62, 0.12)} />
      <ellipse cx="42" cy="8" rx="3.4" ry="4.2" transform="rotate(25 42 8)" fill={GOLD} />
      <ellipse
        cx="42"
        cy="8"
        rx="2"
        ry="2.6"
        transform="rotate(25 42 8)"
        fill={tone('ocean', 0.38, 0.12)}
      />
      <path d="M8 64c2-14 12-19 24-19s22 5 24 19Z" fill={GOLD} />
      <path d="M20 64c2-10 7-14 12-14s10 4 12 14Z" fill={tone('ocean', 0.55, 0.09)} />
      <rect x="27.5" y="36" width="9" height="11" rx="4" fill={tone('ocean', 0.55, 0.09)} />
      <path d="M17 30c-1-12 7-17 15-17s16 5 15 17c0 8-3 12-3 12H20s-3-4-3-12Z" fill={HAIR} />
      <ellipse cx="32" cy="30" rx="11.5" ry="13" fill={SKIN} />
      <path
        d="m20 22 2-9 4.5 4 5.5-7 5.5 7 4.5-4 2 9c-7-2.5-17-2.5-24 0Z"
        fill={GOLD}
        stroke={tone('sand', 0.62, 0.12)}
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="17.5" r="1.6" fill={tone('ember', 0.55, 0.18)} />
      <path
        d="m30.4 23 .8 5.5m2.4-5.5-.8 5.5"
        stroke={tone('sand', 0.9, 0.06)}
        strokeWidth="0.9"
        strokeLinecap="round"
      />
      <path
        d="M25.5 31q2.5 2 5 0m3 0q2.5 2 5 0"
        fill="none"
        stroke={HAIR}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      <path
        d="M29 37.3q3 2.2 6 0"
        fill="none"
        stroke={tone('ember', 0.32, 0.06)}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      <circle cx="20.6" cy="34" r="1.5" fill={GOLD} />
      <circle cx="43.4" cy="34" r="1.5" fill={GOLD} />
    </Portrait>
  );
}
