/**
 * The singing bowl: the page's drawing (BowlDrawing.astro, `#bowl-drawing`) with what changes drawn
 * here: a glow that brightens and sound rings that spread from the rim while the bowl sounds.
 */
import { cn } from '../../../lib/ui/cn';

/** Each strike restarts the rings (`strikeKey`). */
export function BowlArt({ isRinging, strikeKey }: { isRinging: boolean; strikeKey: number }) {
  return (
    <svg viewBox="0 0 320 250" className="h-auto w-full overflow-visible" aria-hidden="true">
      <ellipse
        cx="160"
        cy="130"
        rx="160"
        ry="120"
        fill="url(#bowl-glow)"
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
      <use href="#bowl-drawing" width="320" height="250" />
    </svg>
  );
}
