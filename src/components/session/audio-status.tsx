/**
 * A tool's audio status line (docs/tools/sessions.md#errors: 'Loading...', 'Audio unavailable', 'Ready (Rain +
 * Thunder)'). A polite live region, so a visitor hears when sound is ready or has failed.
 */
import { cn } from '../../lib/ui/cn';

/** The status line; `isError` shows it in the danger colour. Empty text keeps its place. */
export function AudioStatusLine({
  text,
  isError = false,
  className,
  testId = 'audio-status',
}: {
  text: string;
  isError?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={cn('min-h-5 text-sm', isError ? 'text-danger' : 'text-muted', className)}
    >
      {text}
    </p>
  );
}
