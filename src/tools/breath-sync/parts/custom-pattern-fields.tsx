/**
 * The four fields of a custom pattern (docs/tools/breath-sync.md#validation: 0 to 30 s). docs/decisions.md#inputs-are-clamped: inputs are clamped and the
 * field shows the value used: a number past a bound shows the bound at once (a negative one 0, however
 * it is typed), and a field shows the rounded value when it loses focus. An all-zero pattern says why it cannot start.
 */
import { useState } from 'react';
import {
  PHASE_KEYS,
  PHASE_MAX_SEC,
  PHASE_MIN_SEC,
  PHASE_STEP_SEC,
  clampPhaseSec,
  type Pattern,
  type PhaseKey,
} from '../techniques';

/** Visible label and accessible name of each field (the name starts with the visible label). */
const FIELDS = {
  inhale: ['Inhale', 'Inhale, seconds'],
  hold1: ['Hold', 'Hold after inhale, seconds'],
  exhale: ['Exhale', 'Exhale, seconds'],
  hold2: ['Hold', 'Hold after exhale, seconds'],
} as const satisfies Record<PhaseKey, readonly [string, string]>;

function PhaseField({
  phase,
  value,
  onCommit,
  disabled,
}: {
  phase: PhaseKey;
  value: number;
  onCommit: (seconds: number) => void;
  disabled: boolean;
}) {
  // The text being typed; null shows the value in use.
  const [draft, setDraft] = useState<string | null>(null);
  // True while the visitor types a negative number: it shows 0 at its first digit, so the digits
  // that follow arrive appended to that 0 ('-12' comes as '', '-1', then '02') and still mean 0.
  const [isNegative, setNegative] = useState(false);
  const [label, name] = FIELDS[phase];
  const id = `breath-custom-${phase}`;
  return (
    <div className="flex flex-col items-center gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-label={name}
          type="number"
          inputMode="decimal"
          min={PHASE_MIN_SEC}
          max={PHASE_MAX_SEC}
          step={PHASE_STEP_SEC}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            if (text.startsWith('-') || (isNegative && /^0[\d.]*$/.test(text))) {
              // docs/decisions.md#inputs-are-clamped: clamped, not refused; a negative value is 0 (issue 24)
              setNegative(true);
              setDraft(null);
              onCommit(PHASE_MIN_SEC);
              return;
            }
            setNegative(false);
            const seconds = text.trim() === '' ? 0 : Number(text);
            const isOutside = seconds < PHASE_MIN_SEC || seconds > PHASE_MAX_SEC;
            setDraft(isOutside || !Number.isFinite(seconds) ? null : text);
            onCommit(clampPhaseSec(seconds));
          }}
          onBlur={() => {
            setDraft(null);
            setNegative(false);
          }}
          className="h-11 w-18 rounded-xl border border-line bg-surface-2 pr-6 pl-3 text-center text-lg tabular-nums disabled:opacity-50"
        />
        <span aria-hidden className="pointer-events-none absolute top-2.5 right-2.5 text-muted">
          s
        </span>
      </div>
    </div>
  );
}

/** The custom pattern's fields, and the reason it cannot start when every phase is zero. */
export function CustomPatternFields({
  pattern,
  onPatternChange,
  disabled,
  blockedReason,
}: {
  pattern: Pattern;
  onPatternChange: (pattern: Pattern) => void;
  disabled: boolean;
  blockedReason: string | null;
}) {
  return (
    <fieldset
      className="mt-5 w-full"
      aria-describedby={blockedReason ? 'breath-blocked' : undefined}
    >
      <legend className="mb-2 w-full text-center text-sm font-medium">Your pattern</legend>
      <div className="flex justify-center gap-3">
        {PHASE_KEYS.map((phase) => (
          <PhaseField
            key={phase}
            phase={phase}
            value={pattern[phase]}
            disabled={disabled}
            onCommit={(seconds) => onPatternChange({ ...pattern, [phase]: seconds })}
          />
        ))}
      </div>
      <p
        id="breath-blocked"
        aria-live="polite"
        className="mx-auto mt-2 min-h-5 max-w-sm text-center text-sm text-danger"
        data-testid="blocked-reason"
      >
        {blockedReason}
      </p>
    </fieldset>
  );
}
