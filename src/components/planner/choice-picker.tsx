/**
 * The mood (or goal) picker the three planners share: a native radio group of cards, each with its
 * emoji, name and a short description, tinted with its colour. Arrow keys move the choice and screen
 * readers announce "n of m" without any script.
 */
import { useId } from 'react';
import type { Hue } from '../../tools/define-tool';
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
  disabled,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onValueChange: (value: T) => void;
  /** Smaller cards without descriptions shown (a long list such as 19 goals). */
  isCompact?: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 font-display text-lg font-semibold">{legend}</legend>
      <div
        className={cn(
          'grid gap-2',
          isCompact
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
                'flex h-full cursor-pointer items-start gap-2 rounded-xl border-2 border-transparent p-2.5 transition-colors peer-checked:border-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
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
                  className={cn('block text-xs text-ink', isCompact && 'sr-only')}
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
