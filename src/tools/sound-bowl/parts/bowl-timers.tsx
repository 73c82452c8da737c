/**
 * The bowl's timers: the spec's quick timers (docs/tools/sound-bowl.md#behaviour, #constants: choosing one starts a session at once), a
 * custom length chosen in a small dialog, and a line that says how the timer will run.
 */
import { useId, useState } from 'react';
import { formatMinutes } from '../../../components/session/duration-picker';
import { Button } from '../../../components/ui/button';
import { useLazyDialog } from '../../../components/ui/dialog-loader';
import { Segmented, type SegmentedOption } from '../../../components/ui/segmented';
import {
  CUSTOM_MAX_MIN,
  CUSTOM_MIN_MIN,
  DURATIONS_MIN,
  clampCustomMin,
  type TimerOptions,
} from '../machine';

type TimerChoice = number | 'custom';

const OPTIONS: SegmentedOption<TimerChoice>[] = [
  ...DURATIONS_MIN.map((value) => ({ value, label: formatMinutes(value) })),
  { value: 'custom', label: 'Custom' },
];

/** How a timer will run, in a few words: 'Silence between bells · a bell every 5 min · 10 s warm-up'. */
export function describeTimer(timer: TimerOptions): string {
  return [
    timer.between === 'ring' ? 'Rings throughout' : 'Silence between bells',
    timer.intervalMin > 0 && `a bell every ${timer.intervalMin} min`,
    timer.warmupSec > 0 && `${timer.warmupSec} s warm-up`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The dialog that starts a timer of the visitor's own length (1 to 180 minutes, remembered). */
function CustomTimerDialog({
  open,
  onOpenChange,
  minutes,
  onStart,
}: {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  minutes: number;
  onStart: (minutes: number) => void;
}) {
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(minutes);
  const parsed = text.trim() === '' ? Number.NaN : Number(text);
  const isValid = Number.isFinite(parsed);
  const start = () => {
    if (!isValid) return;
    setDraft(null);
    onStart(clampCustomMin(parsed));
  };
  const ui = useLazyDialog(
    open,
    () => onOpenChange(false),
    'The custom timer could not open. Check your connection and try again.',
  );
  if (!ui) return null;
  return (
    <ui.Dialog open={open} onOpenChange={onOpenChange}>
      <ui.DialogContent
        title="Custom timer"
        description={`Any length from ${CUSTOM_MIN_MIN} to ${CUSTOM_MAX_MIN} minutes, with your bell settings.`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <label htmlFor={fieldId} className="font-medium">
            Minutes
          </label>
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={CUSTOM_MIN_MIN}
            max={CUSTOM_MAX_MIN}
            step={1}
            value={text}
            aria-invalid={!isValid}
            aria-describedby={`${fieldId}-note`}
            onChange={(event) => setDraft(event.target.value)}
            // docs/decisions.md#inputs-are-clamped: the field shows the value that is used
            onBlur={() => isValid && setDraft(String(clampCustomMin(parsed)))}
            className="mt-2 block h-12 w-full rounded-xl border border-line bg-surface px-4 text-lg tabular-nums"
          />
          <p
            id={`${fieldId}-note`}
            className={isValid ? 'mt-2 text-sm text-muted' : 'mt-2 text-sm text-danger'}
          >
            {isValid
              ? `Whole minutes, ${CUSTOM_MIN_MIN} to ${CUSTOM_MAX_MIN}.`
              : `Enter a number of minutes from ${CUSTOM_MIN_MIN} to ${CUSTOM_MAX_MIN}.`}
          </p>
          <ui.DialogActions>
            <Button type="submit" disabled={!isValid}>
              Start
            </Button>
          </ui.DialogActions>
        </form>
      </ui.DialogContent>
    </ui.Dialog>
  );
}

/** Quick timers, Custom, and how they will run. */
export function BowlTimers({
  chosenMin,
  customMin,
  timer,
  disabled,
  onStart,
}: {
  /** Length of the timer under way or last chosen (docs/tools/sound-bowl.md#constants: 5 min before any), shown as chosen. */
  chosenMin: number;
  customMin: number;
  timer: TimerOptions;
  disabled: boolean;
  /** Starts a timer of this many minutes (the custom length is remembered by the caller). */
  onStart: (minutes: number, isCustom: boolean) => void;
}) {
  const [isCustomOpen, setCustomOpen] = useState(false);
  const value: TimerChoice = (DURATIONS_MIN as readonly number[]).includes(chosenMin)
    ? chosenMin
    : 'custom';
  return (
    <div className="mt-8 w-full text-center">
      <h2 className="mb-3 font-sans text-sm font-medium text-muted">Timer</h2>
      <Segmented
        kind="pressed"
        label="Quick timer"
        options={OPTIONS}
        value={value}
        disabled={disabled}
        onValueChange={(choice) =>
          choice === 'custom' ? setCustomOpen(true) : onStart(choice, false)
        }
      />
      <p className="mt-3 text-sm text-muted" data-testid="timer-summary">
        {describeTimer(timer)}
      </p>
      <CustomTimerDialog
        open={isCustomOpen}
        onOpenChange={setCustomOpen}
        minutes={customMin}
        onStart={(minutes) => {
          setCustomOpen(false);
          onStart(minutes, true);
        }}
      />
    </div>
  );
}
