/**
 * The candle, drawn in SVG: a wax candle, its wick and a living flame. The flame sways and stretches
 * slowly (periods of 2-4 s) and its glow breathes by a few percent: nothing flashes. Under reduced
 * motion the global rule stops every animation at its resting frame, so the flame stands still.
 * During the afterimage the flame fades, leaving a faint cool silhouette, as the closed eye sees it.
 */
import { useId } from 'react';
import { cn } from '../../../lib/ui/cn';

// Flame and wax colours derived from token hues (relative colour syntax), the same in both themes:
// a candle is drawn as it looks in a dark room.
const FLAME_TIP = 'oklch(from var(--color-dawn) 0.97 0.06 h)';
const FLAME_BODY = 'oklch(from var(--color-dawn) 0.86 0.15 h)';
const FLAME_EDGE = 'oklch(from var(--color-ember) 0.68 0.18 h)';
const FLAME_CORE = 'oklch(from var(--color-sand) 0.99 0.03 h)';
const FLAME_BASE = 'oklch(from var(--color-ocean) 0.62 0.12 h)';
const GLOW = 'oklch(from var(--color-dawn) 0.82 0.13 h)';
const WAX_LIGHT = 'oklch(from var(--color-sand) 0.93 0.03 h)';
const WAX_SHADE = 'oklch(from var(--color-sand) 0.7 0.04 h)';
const WICK = 'oklch(from var(--color-night) 0.22 0.02 h)';
const AFTERIMAGE = 'oklch(from var(--color-ocean) 0.55 0.08 h)';

/** The flame's outline: a tall teardrop from its tip (100, 62) to its base above the wick. */
const FLAME_PATH =
  'M100 62 C 110 96 125 128 121 156 C 118 176 109 186 100 186 C 91 186 82 176 79 156 C 75 128 90 96 100 62 Z';
const CORE_PATH =
  'M100 112 C 106 132 111 150 109 165 C 107 177 104 181 100 181 C 96 181 93 177 91 165 C 89 150 94 132 100 112 Z';

/**
 * The candle; `isLit` false during the afterimage. The flame sways only while `isMoving` (a gaze
 * running): a blurred SVG flame repaints on the main thread each frame, which an idle page should not pay.
 */
export function CandleFlame({
  isLit,
  isMoving,
  className,
}: {
  isLit: boolean;
  isMoving: boolean;
  className?: string;
}) {
  const base = useId();
  const ids = {
    glow: `${base}glow`,
    flame: `${base}flame`,
    core: `${base}core`,
    wax: `${base}wax`,
    soften: `${base}soften`,
  };
  return (
    <svg
      viewBox="0 0 200 320"
      className={cn('h-full w-auto overflow-visible', className)}
      aria-hidden="true"
      data-testid="flame"
      data-lit={isLit ? '' : undefined}
      data-moving={isMoving ? '' : undefined}
    >
      <style>{`
        @keyframes trataka-sway {
          0%, 100% { transform: skewX(-1.2deg) scale(1, 1) }
          30% { transform: skewX(1.4deg) scale(0.985, 1.035) }
          55% { transform: skewX(0.4deg) scale(1.01, 0.99) }
          80% { transform: skewX(-2deg) scale(0.99, 1.02) }
        }
        @keyframes trataka-core {
          0%, 100% { transform: skewX(1deg) scale(1, 1) }
          50% { transform: skewX(-1.5deg) scale(0.97, 1.04) }
        }
        @keyframes trataka-glow {
          0%, 100% { opacity: 0.88 }
          50% { opacity: 1 }
        }
        .trataka-flame { transform-origin: 100px 184px; animation: trataka-sway 3.4s ease-in-out infinite }
        .trataka-core { transform-origin: 100px 182px; animation: trataka-core 2.3s ease-in-out infinite }
        .trataka-glow { animation: trataka-glow 4.6s ease-in-out infinite }
        svg:not([data-moving]) :is(.trataka-flame, .trataka-core, .trataka-glow) { animation-play-state: paused }
      `}</style>
      <defs>
        <radialGradient id={ids.glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={GLOW} stopOpacity="0.55" />
          <stop offset="0.45" stopColor={GLOW} stopOpacity="0.16" />
          <stop offset="1" stopColor={GLOW} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.flame} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={FLAME_TIP} stopOpacity="0.2" />
          <stop offset="0.18" stopColor={FLAME_BODY} stopOpacity="0.85" />
          <stop offset="0.6" stopColor={FLAME_BODY} />
          <stop offset="0.9" stopColor={FLAME_EDGE} />
          <stop offset="1" stopColor={FLAME_EDGE} stopOpacity="0.6" />
        </linearGradient>
        <radialGradient id={ids.core} cx="0.5" cy="0.72" r="0.6">
          <stop offset="0" stopColor={FLAME_CORE} />
          <stop offset="0.7" stopColor={FLAME_CORE} stopOpacity="0.85" />
          <stop offset="1" stopColor={FLAME_TIP} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.wax} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={WAX_SHADE} />
          <stop offset="0.35" stopColor={WAX_LIGHT} />
          <stop offset="0.7" stopColor={WAX_LIGHT} />
          <stop offset="1" stopColor={WAX_SHADE} />
        </linearGradient>
        <filter id={ids.soften} x="-30%" y="-20%" width="160%" height="140%">
          <feGaussianBlur stdDeviation="1.6" />
        </filter>
      </defs>

      <g
        className={cn('transition-opacity duration-[3000ms]', isLit ? 'opacity-100' : 'opacity-0')}
      >
        <circle className="trataka-glow" cx="100" cy="150" r="130" fill={`url(#${ids.glow})`} />
        <g className="trataka-flame">
          <path d={FLAME_PATH} fill={`url(#${ids.flame})`} filter={`url(#${ids.soften})`} />
          <ellipse cx="100" cy="180" rx="9" ry="7" fill={FLAME_BASE} opacity="0.5" />
          <path className="trataka-core" d={CORE_PATH} fill={`url(#${ids.core})`} />
        </g>
      </g>
      <path
        d={FLAME_PATH}
        fill="none"
        stroke={AFTERIMAGE}
        strokeWidth="3"
        filter={`url(#${ids.soften})`}
        className={cn('transition-opacity duration-[3000ms]', isLit ? 'opacity-0' : 'opacity-40')}
      />

      <g
        className={cn('transition-opacity duration-[3000ms]', isLit ? 'opacity-100' : 'opacity-25')}
      >
        <path d="M100 190 C 100 184 99 180 101 174" stroke={WICK} strokeWidth="2.4" fill="none" />
        <path d="M70 192 L70 330 L130 330 L130 192 Z" fill={`url(#${ids.wax})`} />
        <ellipse cx="100" cy="192" rx="30" ry="7" fill={WAX_LIGHT} />
        <ellipse cx="100" cy="192.5" rx="21" ry="4" fill={WAX_SHADE} opacity="0.35" />
      </g>
    </svg>
  );
}
