/** One tap to play a mix: the starter mixes and the visitor's saved presets (issue 15). */
import { memo } from 'react';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { useStored } from '../../../lib/storage/use-stored';
import type { Mix } from '../machine';
import { CONTROL_ICON_NAMES } from '../icon-names';
import { toMix } from '../mix-codec';
import { STARTER_MIXES } from '../starter-mixes';
import { PRESETS_KEY } from '../storage';

const CHIP =
  'inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-2';

/** The row of mixes; memoised, so the mixer's own redraws (a tap, a fade step) pass it by. */
export const MixChips = memo(function MixChips({ onApply }: { onApply: (mix: Mix) => void }) {
  const [presets, setPresets] = useStored(PRESETS_KEY);
  return (
    <section aria-label="Mixes" className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2" aria-label="Starter mixes">
        {STARTER_MIXES.map((starter) => (
          <li key={starter.name}>
            <button type="button" className={CHIP} onClick={() => onApply(starter.mix)}>
              {starter.name}
            </button>
          </li>
        ))}
      </ul>
      {presets.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Saved presets">
          {presets.map((preset) => (
            <li
              key={preset.name}
              className="inline-flex items-center rounded-full border border-primary/40 bg-primary-soft"
            >
              <button
                type="button"
                onClick={() => onApply(toMix(preset))}
                className="h-10 rounded-l-full pr-2 pl-4 text-sm font-medium text-ink hover:text-primary"
                aria-label={`Apply preset ${preset.name}`}
              >
                {preset.name}
                <span className="ml-2 text-muted">{preset.on.length}</span>
              </button>
              <button
                type="button"
                onClick={() =>
                  setPresets((previous) => previous.filter((item) => item.name !== preset.name))
                }
                aria-label={`Delete preset ${preset.name}`}
                className="inline-flex size-10 items-center justify-center rounded-r-full text-muted hover:text-ink"
              >
                <SpriteIcon name={CONTROL_ICON_NAMES.remove} size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
