/**
 * One sound tile: its icon, name and on/off switch in one button, and a volume slider shown 0–100
 * (docs/tools/sound-mixer.md#data, #validation; the mix keeps 0–1). Compact, so two or three fit across a phone.
 */
import { memo, useId } from 'react';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/ui/cn';
import { soundIconName } from '../icon-names';
import type { MixerKey, MixerSound } from '../sounds';

/** A soft hue per category (design tokens), behind the icon of a sound that is off. */
const CATEGORY_HUE: Record<MixerSound['category'], string> = {
  Nature: 'bg-sage',
  Ambient: 'bg-ocean',
  Music: 'bg-dusk',
  Effects: 'bg-ember',
  Animal: 'bg-sand',
  Urban: 'bg-night',
};

/**
 * A tile of the mixer grid. Memoised, with callbacks that take the sound's id: restoring the stored mix
 * and each load status after hydration redraw only the tiles they change (14 tiles redrawn in one
 * task were ~40 ms of a phone's main thread).
 */
export const SoundTile = memo(function SoundTile({
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
  /** Gain now, 0..1 (exposed for tests). */
  level: number;
  hasFailed: boolean;
  onToggle: (id: MixerKey) => void;
  /** Called with the sound and its new volume 0–1. */
  onVolume: (id: MixerKey, volume: number) => void;
}) {
  const sliderId = useId();
  const shown = Math.round(volume * 100);
  return (
    <li
      data-testid={`tile-${sound.id}`}
      data-on={isOn}
      data-level={level}
      className={cn(
        'flex flex-col gap-2 rounded-2xl border p-3 transition-colors',
        isOn ? 'border-primary bg-primary-soft' : 'border-line bg-surface',
      )}
    >
      <button
        type="button"
        aria-pressed={isOn}
        onClick={() => onToggle(sound.id)}
        className="flex w-full items-center gap-2.5 rounded-xl text-left"
      >
        <span
          aria-hidden
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors sm:size-10',
            isOn ? 'bg-primary text-primary-ink' : `${CATEGORY_HUE[sound.category]} text-ink`,
          )}
        >
          <SpriteIcon name={soundIconName(sound.id)} size={20} />
        </span>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">
          {sound.name}
        </span>
        <span
          aria-hidden
          className={cn(
            // the tile's colour already says on or off; on a phone's narrow tile the name needs the room
            'inline-flex h-6 w-10 shrink-0 items-center rounded-full border p-0.5 transition-colors max-sm:hidden',
            isOn ? 'border-primary bg-primary' : 'border-muted/50 bg-line',
          )}
        >
          <span
            className={cn(
              'block size-4.5 rounded-full shadow-soft transition-transform',
              isOn ? 'translate-x-4 bg-surface' : 'bg-muted',
            )}
          />
        </span>
      </button>
      <div className="flex items-center gap-2">
        <Slider
          id={sliderId}
          label={`${sound.name} volume`}
          value={shown}
          onValueChange={(next) => onVolume(sound.id, next / 100)}
        />
        <output htmlFor={sliderId} className="w-7 text-right text-xs text-muted tabular-nums">
          {shown}
        </output>
      </div>
      {hasFailed && (
        <p className="text-xs text-danger" data-testid={`failed-${sound.id}`}>
          Couldn&rsquo;t load this sound
        </p>
      )}
    </li>
  );
});
