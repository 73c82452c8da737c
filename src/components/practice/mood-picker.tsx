/** One-tap moods: a face per step of the scale, as a native radio group (arrow keys, "n of 5"). */
import { useId } from 'react';
import { MOODS, type MoodValue } from '../../lib/practice-log/journal-keys';
import { PracticeIcon } from './practice-icon';
import { MOOD_ICONS } from './moods';

/** A row of five faces; choosing one saves it at once. */
export function MoodPicker({
  legend,
  value,
  onValueChange,
}: {
  legend: string;
  value: MoodValue | undefined;
  onValueChange: (value: MoodValue) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-5 gap-1.5">
        {MOODS.map((mood) => {
          return (
            <label key={mood.value} className="relative">
              <input
                type="radio"
                name={name}
                value={mood.value}
                checked={value === mood.value}
                onChange={() => onValueChange(mood.value)}
                className="peer sr-only"
              />
              <span className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-line px-1 py-2 text-xs text-muted transition-colors peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:bg-surface-2 hover:text-ink">
                <PracticeIcon name={MOOD_ICONS[mood.value]} size={24} />
                {mood.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
