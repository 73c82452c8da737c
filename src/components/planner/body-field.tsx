/**
 * "Your level and limits" (issue 43; docs/tools/planners.md#level-and-limits): asked once, as a disclosure
 * whose summary invites an answer until a level is chosen and then says what was chosen. It starts
 * closed, so Generate stays on a phone's first screen. Each choice is kept at once.
 */
import { useState } from 'react';
import type { LimitId } from '../../lib/ai/catalog';
import { LEVELS, LIMIT_RULES, type Body } from '../../lib/planner/body';

/** The level and limits, as a disclosure on the Plan tab. */
export function BodyField({
  body,
  onBodyChange,
}: {
  body: Body;
  onBodyChange: (next: Body) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const levelName = LEVELS.find((level) => level.id === body.level)?.name;
  const limitNames = LIMIT_RULES.filter((rule) => body.limits.includes(rule.id)).map(
    (rule) => rule.name,
  );
  const toggleLimit = (id: LimitId, isOn: boolean) => {
    setOpen(true);
    onBodyChange({
      ...body,
      limits: isOn ? [...body.limits, id] : body.limits.filter((limit) => limit !== id),
    });
  };
  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-line px-4 py-3"
    >
      <summary className="cursor-pointer font-medium">
        Your level and limits
        <span className="ml-2 text-sm font-normal text-muted">
          {levelName
            ? [levelName, ...limitNames].join(' · ')
            : 'Tell us once, so suggestions fit you'}
        </span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        {/* docs/browsers.md#fieldset-legend: floated legends, so WebKit adds no gap below these fieldsets */}
        <fieldset>
          <legend className="float-left mb-3 w-full text-sm font-medium">Your level</legend>
          <div className="clear-both flex flex-wrap gap-x-5 gap-y-2">
            {LEVELS.map((level) => (
              <label key={level.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="planner-level"
                  value={level.id}
                  checked={body.level === level.id}
                  onChange={() => {
                    setOpen(true);
                    onBodyChange({ ...body, level: level.id });
                  }}
                  className="size-4 accent-primary"
                />
                {level.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="float-left mb-3 w-full text-sm font-medium">
            Any limits? Suggestions leave out what they rule out.
          </legend>
          <div className="clear-both flex flex-wrap gap-x-5 gap-y-2">
            {LIMIT_RULES.map((rule) => (
              <label key={rule.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={body.limits.includes(rule.id)}
                  onChange={(event) => toggleLimit(rule.id, event.target.checked)}
                  className="size-4 accent-primary"
                />
                {rule.name}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-muted">
          Kept only in this browser. Not medical advice: with a health condition, ask your doctor or
          physiotherapist what suits you.
        </p>
      </div>
    </details>
  );
}
