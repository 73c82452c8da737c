/** The run's start screen field of whole minutes per item (docs/tools/planners.md#screen). */
import { useState } from 'react';
import { ITEM_MINUTES, clampMinutes } from '../../lib/planner/items';

/**
 * Whole minutes 1–10 (docs/decisions.md#inputs-are-clamped: clamped, and the field shows the value used). A typed value out of
 * range is replaced at once; a blank field shows the value in use again when it loses focus.
 */
export function MinutesField({
  label,
  minutes,
  onMinutesChange,
}: {
  label: string;
  minutes: number;
  onMinutesChange: (minutes: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={ITEM_MINUTES.min}
        max={ITEM_MINUTES.max}
        step={1}
        value={text ?? String(minutes)}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw.trim() === '') {
            setText(raw);
            return;
          }
          const used = clampMinutes(raw);
          setText(String(used) === raw ? raw : String(used));
          onMinutesChange(used);
        }}
        onBlur={() => setText(null)}
        className="h-11 w-28 rounded-full border border-line bg-surface px-4 text-base tabular-nums"
      />
    </label>
  );
}
