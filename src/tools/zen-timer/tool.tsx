/** Visual-scene timer island (docs/tools/zen-timer.md#screen, #behaviour, #constants): the scene, the ring, controls, completion. */
import { useRef, useState } from 'react';
import { ImmersiveDialog } from '../../components/session/immersive-dialog';
import {
  SessionSummary,
  formatMinutesPractised,
  SessionEndedSummary,
} from '../../components/session/session-summary';
import { playChime } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { CLOSING_CHIME, initialState, zenTimer } from './machine';
import { useFullscreen } from './parts/use-fullscreen';
import { ZenStage } from './parts/zen-stage';
import { STORE } from './storage';

/** The zen timer. */
export default function ZenTimer() {
  const { state, view, send, completions, ending } = useSession(
    zenTimer,
    () => initialState(),
    STORE,
  );
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_CHIME) });
  const [isHidden, setHidden] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);

  const stage = (
    <ZenStage
      view={view}
      send={send}
      fullscreen={fullscreen}
      onHide={() => setHidden(true)}
      stageRef={stageRef}
      isHidden={isHidden}
      onShow={() => setHidden(false)}
    />
  );

  return (
    <section aria-label="Zen timer">
      {/* The scene's place on the page keeps its size while the scene is alone on the screen. */}
      <div className="h-[34rem] md:h-[min(78dvh,44rem)]">{!isHidden && stage}</div>
      {isHidden && (
        // docs/tools/zen-timer.md#screen: hiding the interface leaves the scene alone, edge to edge (issue 24), with
        // Show interface and Escape to come back
        <ImmersiveDialog
          label={`Zen timer, ${view.sceneName}`}
          testId="zen-scene"
          onClose={() => setHidden(false)}
          onSpace={() => {
            const event = zenTimer.spaceEventOf?.(state);
            if (event) send(event);
          }}
          className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 p-0 backdrop:bg-black"
        >
          {stage}
        </ImmersiveDialog>
      )}

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.completedMinutes * 60}
        description={`You meditated for ${formatMinutesPractised(view.completedMinutes * 60)} with ${view.sceneName}.`}
        items={[]}
        newSessionLabel="Continue Journey"
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'stop' });
        }}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
