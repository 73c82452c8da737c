/**
 * One sound tile: on/off toggle with name and category, and a volume slider shown 0–100 (spec 2 §3,
 * §5; the mix keeps 0–1).
 * why a monogram, not an icon per sound: 14 icons cost 1.5 KB gzip on a page at its budget's edge.
 */
import { useId } from 'react';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/ui/cn';
import type { MixerSound } from '../sounds';

/** A soft hue per category (design tokens), for the tile's monogram. */
const CATEGORY_HUE: Record<MixerSound['category'], string> = {
  Nature: 'bg-sage',
  Ambient: 'bg-ocean',
  Music: 'bg-dusk',
  Effects: 'bg-ember',
  Animal: 'bg-sand',
  Urban: 'bg-night',
};

/** A tile of the mixer grid. */
export function SoundTile({
  sound,
  isOn,
  volume,
  level,
  hasFailed,
  onToggle,
  onVolume,
}: {
  sound: MixerSound;
  isOn: boolean;
  /** Volume 0–1. */
  volume: number;
  /** Gain now, 0..1 (exposed for tests and the level bar). */
  level: number;
  hasFailed: boolean;
  onToggle: () => void;
  /** Called with the new volume 0–1. */
  onVolume: (volume: number) => void;
}) {
  const sliderId = useId();
  const shown = Math.round(volume * 100);
  return (
    <li
      data-testid={`tile-${sound.id}`}
      data-on={isOn}
      data-level={level}
      className={cn(
        'flex flex-col gap-3 rounded-card border p-4 transition-colors',
        isOn ? 'border-primary bg-primary-soft' : 'border-line bg-surface',
      )}
    >
      <button
        type="button"
        aria-pressed={isOn}
        onClick={onToggle}
        className="flex w-full items-center gap-3 rounded-xl text-left"
      >
        <span
          aria-hidden
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold transition-colors',
            isOn ? 'bg-primary text-primary-ink' : `${CATEGORY_HUE[sound.category]} text-ink`,
          )}
        >
          {sound.name.charAt(0)}
        </span>
        <span className="min-w-0 truncate pb-5 font-semibold">{sound.name}</span>
        <span
          aria-hidden
          className={cn(
            'ml-auto inline-flex h-6 w-10 shrink-0 items-center rounded-full border p-0.5 transition-colors',
            isOn ? 'border-primary bg-primary' : 'border-line bg-surface-2',
          )}
        >
          <span
            className={cn(
              'block size-4.5 rounded-full bg-surface shadow-soft transition-transform',
              isOn && 'translate-x-4',
            )}
          />
        </span>
      </button>
      {/* why outside the button: its name is the sound's name alone (label-content-name-mismatch) */}
      <p className="-mt-8 pl-14 text-sm text-muted">{sound.category}</p>
      <div className="flex items-center gap-3">
        <Slider
          id={sliderId}
          label={`${sound.name} volume`}
          value={shown}
          onValueChange={(next) => onVolume(next / 100)}
        />
        <output htmlFor={sliderId} className="w-8 text-right text-sm text-muted tabular-nums">
          {shown}
        </output>
      </div>
      {hasFailed && (
        <p className="-mt-1 text-xs text-muted" data-testid={`failed-${sound.id}`}>
          Couldn&rsquo;t load this sound
        </p>
      )}
    </li>
  );
}
