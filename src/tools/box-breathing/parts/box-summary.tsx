/**
 * Box breathing's end-of-session cards (docs/tools/box-breathing.md#behaviour): the completion card of a
 * session that ran to its end, with its rounds and the pattern, and the kit's card of one that Pause or
 * End session ended early, with its minutes and the whole rounds breathed. Both can be undone.
 */
import { SessionEndedSummary, SessionSummary } from '../../../components/session/session-summary';
import type { Completion } from '../../../lib/session/use-completion';
import type { SessionEnding, Untimed } from '../../../lib/session/use-session';
import { roundsIn, type Event, type View } from '../machine';

/** The whole rounds breathed in a session's seconds, as its card shows them (docs/tools/box-breathing.md). */
const roundsBreathed = (seconds: number) => [
  { label: 'Rounds', value: String(roundsIn(seconds)), testId: 'summary-rounds' },
];

/** What the cards show and do. */
export interface BoxSummaryProps {
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
  /** The completion card's open state (`useCompletion`). */
  summary: Completion;
  /** The session just ended (the session hook's `ending`). */
  ending: SessionEnding | null;
}

/** The two cards; at most one is open. */
export function BoxSummary({ view, send, summary, ending }: BoxSummaryProps) {
  return (
    <>
      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.completedSec}
        items={[...roundsBreathed(view.completedSec), { label: 'Pattern', value: '4-4-4-4' }]}
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'start' });
        }}
        // a Pause that landed after the end completed it: that can be taken back too
        {...(ending?.isCompleted && {
          onUndo: () => {
            summary.setOpen(false);
            ending.undo();
          },
        })}
      />
      {/* a session its Pause or End session ended early: the kit's card, its minutes, rounds and Undo */}
      <SessionEndedSummary ending={ending?.isCompleted ? null : ending} itemsOf={roundsBreathed} />
    </>
  );
}
