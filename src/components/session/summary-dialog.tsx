/** The completion dialog's body (session-summary.tsx loads it when a session first ends). */
import { Sparkles } from 'lucide';
import { Button } from '../ui/button';
import { AUTOFOCUS, Dialog, DialogContent } from '../ui/dialog';
import { Icon } from '../ui/icon';
import { formatMinutesPractised, type SessionSummaryProps } from './session-summary';

/** The dialog, open or closed as `open` says. */
export function SummaryDialog({
  open,
  onOpenChange,
  title = 'Session Complete',
  seconds,
  description,
  items,
  onNewSession,
  newSessionLabel = 'New Session',
  isLogged = true,
  children,
  onUndo,
}: SessionSummaryProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        align="center"
        description={description ?? `You practised for ${formatMinutesPractised(seconds)}.`}
        icon={
          <div
            aria-hidden
            className="mx-auto mt-2 mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
          >
            <Icon icon={Sparkles} size={28} />
          </div>
        }
      >
        {items.length > 0 && (
          <dl
            className="grid gap-3 text-center"
            style={{ gridTemplateColumns: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` }}
          >
            {items.map((item) => (
              <div key={item.label} className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="mt-1 font-display text-2xl tabular-nums" data-testid={item.testId}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {isLogged && (
          <p className="mt-5 text-center text-sm text-muted">
            Saved to your{' '}
            <a href="/practice" className="font-medium text-primary underline underline-offset-4">
              practice journal
            </a>{' '}
            in this browser.
          </p>
        )}
        <div className="mt-6 flex justify-center gap-2">
          {/* issue 24: the primary next step has first focus, not the journal link above it */}
          {onUndo && (
            <Button variant="secondary" onClick={onUndo}>
              Undo
            </Button>
          )}
          <Button onClick={onNewSession} {...AUTOFOCUS}>
            {newSessionLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
