/**
 * Trataka's stage (docs/tools/trataka-focus.md#screen): the candle in its dark room, lit while the visitor
 * gazes and out for the afterimage, with the interruption banner, the afterimage's words and Paused.
 */
import { cn } from '../../../lib/ui/cn';
import { BANNER_TEXT, type Part } from '../machine';
import { CandleFlame } from './candle-flame';

/** What the stage shows of the session. */
export interface FlameStageProps {
  part: Part;
  isGazing: boolean;
  isAfterimage: boolean;
  isPaused: boolean;
  isBannerShown: boolean;
}

/** The candle and what is said over it. */
export function FlameStage({
  part,
  isGazing,
  isAfterimage,
  isPaused,
  isBannerShown,
}: FlameStageProps) {
  return (
    <div
      className="relative z-50 flex h-72 items-end justify-center overflow-hidden rounded-card md:h-[26rem]"
      style={{
        background:
          'radial-gradient(ellipse 60% 55% at 50% 52%, oklch(from var(--color-ember) 0.3 0.05 h), oklch(from var(--color-night) 0.14 0.02 h) 75%)',
      }}
    >
      <div
        aria-hidden
        className={cn(
          'absolute inset-0 bg-[oklch(from_var(--color-night)_0.12_0.02_h)] transition-opacity duration-[3000ms]',
          part === 'gaze' ? 'opacity-0' : 'opacity-80',
        )}
      />
      <CandleFlame isLit={part === 'gaze'} isMoving={isGazing} className="relative h-[92%]" />
      <p
        role="status"
        data-testid="banner"
        className={cn(
          'absolute top-4 left-1/2 -translate-x-1/2 rounded-full bg-surface/90 px-5 py-2 text-center font-medium whitespace-nowrap text-ink shadow-soft transition-opacity duration-300',
          isBannerShown ? 'opacity-100' : 'opacity-0',
        )}
      >
        {isBannerShown ? BANNER_TEXT : ''}
      </p>
      {isAfterimage && (
        <p className="absolute inset-x-6 top-6 text-center text-lg text-[oklch(from_var(--color-sand)_0.9_0.02_h)]">
          Close your eyes and hold the flame&apos;s afterimage until it fades.
        </p>
      )}
      {isPaused && (
        <p className="absolute top-4 rounded-full bg-surface/90 px-5 py-2 font-medium text-ink shadow-soft">
          Paused
        </p>
      )}
    </div>
  );
}

/** The room dimmed around the flame while "Dim Surroundings" is on and a session runs. */
export function DimOverlay({ isDimmed }: { isDimmed: boolean }) {
  return (
    <div
      aria-hidden
      data-testid="dim-overlay"
      data-dimmed={isDimmed ? '' : undefined}
      className={cn(
        'pointer-events-none fixed inset-0 z-[45] bg-[oklch(from_var(--color-night)_0.09_0.01_h)] transition-opacity duration-[1500ms]',
        isDimmed ? 'opacity-97' : 'opacity-0',
      )}
    />
  );
}
