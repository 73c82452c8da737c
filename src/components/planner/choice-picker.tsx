/**
 * The mood (or goal) picker the three planners share: a native radio group of cards, each with its
 * emoji, name and a short description, tinted with its colour. Arrow keys move the choice and screen
 * readers announce "n of m" without any script.
 */
import { useId } from 'react';
import type { Hue } from '../../lib/tool-meta';
import { cn } from '../../lib/ui/cn';

/** One choice. */
export interface Choice<T extends string> {
  readonly id: T;
  readonly name: string;
  readonly description: string;
  readonly emoji: string;
  readonly hue: Hue;
}

/** Tints by hue (whole class names, so Tailwind keeps them). */
const HUE_CLASSES: Record<Hue, string> = {
  sage: 'bg-sage',
  ocean: 'bg-ocean',
  dusk: 'bg-dusk',
  dawn: 'bg-dawn',
  ember: 'bg-ember',
  lotus: 'bg-lotus',
  sand: 'bg-sand',
  night: 'bg-night',
};

/** A grid of choices; `legend` names the group. */
export function ChoicePicker<T extends string>({
  legend,
  choices,
  value,
  onValueChange,
  isCompact = false,
  isTiled = false,
  disabled,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onValueChange: (value: T) => void;
  /** Smaller cards without descriptions shown (a long list such as 19 goals). */
  isCompact?: boolean;
  /** Four small tiles a row on a phone (emoji over name; description from the sm breakpoint). */
  isTiled?: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      {/* docs/browsers.md#fieldset-legend: a floated legend, so WebKit adds no legend-high gap below a fieldset in a flex column */}
      <legend className="float-left mb-3 w-full font-display text-lg font-semibold">
        {legend}
      </legend>
      <div
        className={cn(
          'clear-both grid gap-2',
          isTiled
            ? 'grid-cols-4'
            : isCompact
              ? 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4'
              : choices.length % 3 === 0
                ? 'grid-cols-2 sm:grid-cols-3'
                : 'grid-cols-2 sm:grid-cols-4',
        )}
      >
        {choices.map((choice) => (
          <label key={choice.id} className="relative" title={choice.description}>
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={choice.id === value}
              onChange={() => onValueChange(choice.id)}
              className="peer sr-only"
              aria-label={choice.name}
              aria-describedby={`${name}-${choice.id}`}
            />
            <span
              className={cn(
                isTiled
                  ? 'flex-col items-center p-2 text-center sm:flex-row sm:items-start sm:p-2.5 sm:text-left'
                  : 'items-start p-2.5',
                'flex h-full cursor-pointer gap-2 rounded-xl border-2 border-transparent transition-colors peer-checked:border-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                HUE_CLASSES[choice.hue],
              )}
            >
              <span aria-hidden className="text-xl leading-6">
                {choice.emoji}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{choice.name}</span>
                <span
                  id={`${name}-${choice.id}`}
                  className={cn(
                    'block text-xs text-ink',
                    isCompact && 'sr-only',
                    isTiled && 'hidden sm:block',
                  )}
                >
                  {choice.description}
                </span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
