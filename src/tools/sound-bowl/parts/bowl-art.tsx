/** The singing bowl drawn in SVG: cushion, bronze bowl, mallet, and sound rings while it sounds. */
import { useId } from 'react';
import { cn } from '../../../lib/ui/cn';

// Bronze tones derived from the dawn token's hue (relative colour syntax), the same in both themes.
const BRONZE_DARK = 'oklch(from var(--color-dawn) 0.42 0.07 h)';
const BRONZE_MID = 'oklch(from var(--color-dawn) 0.64 0.1 h)';
const BRONZE_LIGHT = 'oklch(from var(--color-dawn) 0.86 0.07 h)';
const INSIDE = 'oklch(from var(--color-dawn) 0.36 0.05 h)';

/** Rings spread from the rim while the bowl sounds; each strike restarts them (`strikeKey`). */
export function BowlArt({ isRinging, strikeKey }: { isRinging: boolean; strikeKey: number }) {
  // why useId: gradient ids are document-wide; two bowls (or a future second drawing) must not clash
  const base = useId();
  const ids = {
    body: `${base}body`,
    rim: `${base}rim`,
    inside: `${base}inside`,
    glow: `${base}glow`,
  };
  return (
    <svg viewBox="0 0 320 250" className="h-auto w-full overflow-visible" aria-hidden="true">
      <style>{`
        @keyframes bowl-ring { from { transform: scale(1); opacity: .55 } to { transform: scale(1.55); opacity: 0 } }
        .bowl-ring { transform-box: fill-box; transform-origin: center; animation: bowl-ring 3.6s ease-out infinite; opacity: 0 }
      `}</style>
      <defs>
        <linearGradient id={ids.body} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={BRONZE_DARK} />
          <stop offset="0.32" stopColor={BRONZE_LIGHT} />
          <stop offset="0.55" stopColor={BRONZE_MID} />
          <stop offset="1" stopColor={BRONZE_DARK} />
        </linearGradient>
        <linearGradient id={ids.rim} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={BRONZE_MID} />
          <stop offset="0.4" stopColor={BRONZE_LIGHT} />
          <stop offset="1" stopColor={BRONZE_MID} />
        </linearGradient>
        <radialGradient id={ids.inside} cx="0.5" cy="0.15" r="0.9">
          <stop offset="0" stopColor={BRONZE_MID} />
          <stop offset="1" stopColor={INSIDE} />
        </radialGradient>
        <radialGradient id={ids.glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="var(--color-dawn)" stopOpacity="0.95" />
          <stop offset="1" stopColor="var(--color-dawn)" stopOpacity="0" />
        </radialGradient>
      </defs>

      <ellipse
        cx="160"
        cy="130"
        rx="160"
        ry="120"
        fill={`url(#${ids.glow})`}
        className={cn('transition-opacity duration-1000', isRinging ? 'opacity-100' : 'opacity-40')}
      />

      <g key={strikeKey} className={isRinging ? undefined : 'hidden'}>
        {[0, 1.2, 2.4].map((delay) => (
          <ellipse
            key={delay}
            className="bowl-ring"
            style={{ animationDelay: `${delay}s` }}
            cx="160"
            cy="96"
            rx="112"
            ry="22"
            fill="none"
            stroke="var(--color-primary)"
            strokeWidth="1.5"
          />
        ))}
      </g>

      <ellipse cx="160" cy="226" rx="126" ry="12" fill="var(--color-ink)" opacity="0.08" />
      <path
        d="M48 204c0-18 50-30 112-30s112 12 112 30-50 26-112 26S48 222 48 204Z"
        fill="var(--color-ember)"
        stroke="color-mix(in oklab, var(--color-ember) 70%, var(--color-ink) 30%)"
        strokeWidth="1.5"
      />
      <path
        d="M70 200c20-9 54-14 90-14s70 5 90 14"
        fill="none"
        stroke="color-mix(in oklab, var(--color-ember) 60%, var(--color-surface) 40%)"
        strokeWidth="2"
        strokeLinecap="round"
      />

      <path d="M48 96c2 62 46 106 112 106s110-44 112-106Z" fill={`url(#${ids.body})`} />
      <path
        d="M58 128c14 34 50 56 102 56s88-22 102-56"
        fill="none"
        stroke={BRONZE_DARK}
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M54 112c8 22 18 30 30 38"
        fill="none"
        stroke="var(--color-surface)"
        strokeOpacity="0.35"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <ellipse cx="160" cy="96" rx="112" ry="22" fill={`url(#${ids.rim})`} />
      <ellipse cx="160" cy="98" rx="101" ry="16" fill={`url(#${ids.inside})`} />

      <g transform="rotate(-24 262 196)">
        <rect x="206" y="190" width="92" height="11" rx="5.5" fill={BRONZE_DARK} />
        <rect x="206" y="187" width="34" height="17" rx="8.5" fill="var(--color-sage)" />
        <rect
          x="206"
          y="187"
          width="34"
          height="17"
          rx="8.5"
          fill="none"
          stroke="color-mix(in oklab, var(--color-sage) 60%, var(--color-ink) 40%)"
          strokeWidth="1.2"
        />
      </g>
    </svg>
  );
}
