/**
 * The garden's dialogs (docs/tools/garden-plant-meditation.md#screen, #behaviour): 'Garden Settings' once
 * the visitor has opened it, and 'Garden Complete!' once all plots are in bloom. Their code loads when
 * first needed (tool.tsx), so until then nothing is drawn here.
 */
import type { LazyPanels } from '../../../components/session/lazy-panels';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, State, View } from '../machine';
import type GardenComplete from './garden-complete';
import type GardenSettings from './garden-settings';
import { AUDIO_TEXT, type BirdsongStatus } from './use-birdsong';

/** What the dialogs show and do. */
export interface GardenDialogsProps {
  state: State;
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
  audio: BirdsongStatus;
  /** The settings panel and its module, once loaded. */
  panels: LazyPanels<'settings', { default: typeof GardenSettings }>;
  /** The completion card's module, once loaded. */
  complete: { default: typeof GardenComplete } | null;
  /** The completion card is open (not yet dismissed for this garden). */
  isCompleteOpen: boolean;
  onDismissComplete: () => void;
  onStartNewGarden: () => void;
}

/** The settings dialog and the completion card. */
export function GardenDialogs({
  state,
  view,
  send,
  audio,
  panels,
  complete,
  isCompleteOpen,
  onDismissComplete,
  onStartNewGarden,
}: GardenDialogsProps) {
  return (
    <>
      {panels.module && (
        <panels.module.default
          open={panels.openPanel === 'settings'}
          onClose={panels.close}
          value={{ name: state.name, sessionSec: state.sessionSec, isAmbientOn: state.isAmbientOn }}
          onSave={(next) => {
            send({ type: 'setName', name: next.name });
            send({ type: 'setSessionSec', sessionSec: next.sessionSec });
            send({ type: 'setAmbient', isAmbientOn: next.isAmbientOn });
          }}
          canChangeLength={!view.isActive}
          audioText={AUDIO_TEXT[audio].settings}
          isAudioUnavailable={audio === 'unavailable'}
        />
      )}
      {complete && view.isComplete && (
        <complete.default
          open={isCompleteOpen}
          onDismiss={onDismissComplete}
          view={view}
          gardenName={state.name}
          completedGardens={state.garden.completedGardens}
          onStartNewGarden={onStartNewGarden}
        />
      )}
    </>
  );
}
