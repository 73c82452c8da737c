/** One-tap moods: a face per step of the scale, as a native radio group (arrow keys, "n of 5"). */
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { MOODS, type MoodValue } from '../../lib/practice-log/journal-keys';

/** The face of each mood value. */
export const MOOD_ICONS: Record<MoodValue, LucideIcon> = {
  1: Frown,
  2: Annoyed,
  3: Meh,
  4: Smile,
  5: Laugh,
};

/** The name of a mood value. */
export function getMoodLabel(value: MoodValue): string {
  return MOODS.find((mood) => mood.value === value)?.label ?? '';
}

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
          const Icon = MOOD_ICONS[mood.value];
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
                <Icon aria-hidden size={24} strokeWidth={1.75} />
                {mood.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
