/**
 * One sound tile: its icon and name in one on/off button, and a volume slider shown 0–100 (docs/tools/sound-mixer.md#data, #validation; the mix keeps 0–1). Compact, so two fit across a phone and five across a desktop. A sound turned
 * on while its file is still on the way says so on the tile ('Loading…'), and plays once it is in.
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
  isLoading,
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
  /** On, and its file is still being fetched or decoded. */
  isLoading: boolean;
  onToggle: (id: MixerKey) => void;
  /** Called with the sound and its new volume 0–1. */
  onVolume: (id: MixerKey, volume: number) => void;
}) {
  const sliderId = useId();
  const loadingId = useId();
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
        // the note says the state without changing the button's name ('Rain')
        aria-describedby={isLoading ? loadingId : undefined}
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
        {/* the tile's colour and pressed state say on or off: the name has the room */}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold sm:text-base">{sound.name}</span>
          {isLoading && (
            <span
              id={loadingId}
              aria-hidden
              className="text-xs text-muted"
              data-testid={`loading-${sound.id}`}
            >
              Loading…
            </span>
          )}
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
