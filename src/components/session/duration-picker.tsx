/** The session-length picker every timed tool shares, on the segmented control: '5 min', '10 min', … */
import { Segmented, type SegmentedOption } from '../ui/segmented';

/** How a length is written on its pill: '5 min' (docs/tools/sessions.md#constants's lengths are whole minutes). */
export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/**
 * Lengths in minutes as pills. A setting (`kind="radio"`, the default) or quick timers that start a
 * session when pressed (`kind="pressed"`, value null until one runs).
 */
export function DurationPicker<M extends number>({
  label = 'Session length',
  minutes,
  value,
  onValueChange,
  disabled,
  kind,
  align,
  className,
}: {
  label?: string;
  /** The lengths offered, in minutes (the tool's DURATIONS_MIN). */
  minutes: readonly M[];
  value: M | null;
  onValueChange: (minutes: M) => void;
  disabled?: boolean | undefined;
  kind?: 'radio' | 'pressed' | undefined;
  align?: 'center' | 'start' | undefined;
  className?: string | undefined;
}) {
  const options: SegmentedOption<M>[] = minutes.map((value) => ({
    value,
    label: formatMinutes(value),
  }));
  return (
    <Segmented
      label={label}
      options={options}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      kind={kind}
      align={align}
      className={className}
    />
  );
}
