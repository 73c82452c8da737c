/**
 * The kit's 'Session Ended' card (docs/tools/sessions.md#screen) for a session the visitor's Pause or
 * End session ended: the real minutes, the whole rounds breathed in them, the journal note, Undo and
 * New Session, as `SessionEndedSummary` with the rounds beside.
 */
import { useState } from 'react';
import { ENDED_TITLE, SessionSummary } from '../../../components/session/session-summary';
import type { SessionEnding } from '../../../lib/session/use-session';
import { roundsIn } from '../machine';

/** The card, open while `ending` is set. */
export function BoxEndedSummary({ ending }: { ending: SessionEnding | null }) {
  // why kept: the card keeps its minutes and rounds while it closes
  const [seconds, setSeconds] = useState(ending?.seconds ?? 0);
  if (ending && ending.seconds !== seconds) setSeconds(ending.seconds);
  return (
    <SessionSummary
      open={ending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) ending?.close();
      }}
      title={ENDED_TITLE}
      seconds={seconds}
      items={[{ label: 'Rounds', value: String(roundsIn(seconds)), testId: 'summary-rounds' }]}
      onNewSession={() => ending?.close()}
      onUndo={() => ending?.undo()}
    />
  );
}
