/** Garden plant meditation island (docs/tools/garden-plant-meditation.md#screen, #data, #behaviour, #validation, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { useState } from 'react';
import { useLazyPanels } from '../../components/session/lazy-panels';
import { useLazyModule } from '../../lib/ui/loadable';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import { formatSessionSec, gardenPlantMeditation, initialState } from './machine';
import { GardenDialogs } from './parts/garden-dialogs';
import { GardenGrid } from './parts/garden-grid';
import { GardenHeader } from './parts/garden-header';
import { GardenStats } from './parts/garden-stats';
import { SessionPanel } from './parts/session-panel';
import { useBirdsong } from './parts/use-birdsong';
import { STORE } from './storage';

const loadSettings = () => import('./parts/garden-settings');
const loadComplete = () => import('./parts/garden-complete');

/** The garden. */
export default function GardenPlantMeditation() {
  const { state, view, send, post, ending } = useSession(
    gardenPlantMeditation,
    initialState,
    STORE,
  );
  const { name: gardenName, sessionSec, isMuted, isAmbientOn } = state;
  const [dismissedVersion, setDismissedVersion] = useState(-1);
  const panels = useLazyPanels<'settings', Awaited<ReturnType<typeof loadSettings>>>(loadSettings);
  const complete = useLazyModule(loadComplete, view.isComplete);
  const audio = useBirdsong({
    isFailed: state.isAudioFailed,
    isActive: view.isActive,
    isMuted,
    isAmbientOn,
    post,
  });

  useTabTitle(view.isActive ? formatTabTitle(view.secondsLeft, gardenName) : null);

  const isCompleteOpen = view.isComplete && dismissedVersion !== state.gardenVersion;
  const startNewGarden = () => send({ type: 'startNewGarden' });

  return (
    <section
      aria-label="Garden"
      className="mx-auto flex max-w-4xl flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-soft md:p-6"
    >
      <GardenHeader
        gardenName={gardenName}
        view={view}
        audio={audio}
        isMuted={isMuted}
        onMutedChange={(next) => send({ type: 'setMuted', isMuted: next })}
        panels={panels}
      />

      <p className="text-muted" data-testid="progress-message">
        {view.progressMessage}
      </p>

      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <SessionPanel
          view={view}
          sessionLabel={formatSessionSec(sessionSec)}
          onPlant={() => send({ type: 'start', roll: Math.random() })}
          onResume={() => send({ type: 'resume' })}
          onEnd={() => send({ type: 'stop' })}
        />
        <GardenGrid plants={state.garden.plants} highlightId={view.highlightId} />
      </div>
      {view.isComplete && !isCompleteOpen && (
        <Button variant="secondary" className="self-center" onClick={startNewGarden}>
          Start New Garden
        </Button>
      )}

      <GardenStats
        sessions={state.garden.sessions}
        totalSessions={view.totalSessions}
        totalSeconds={view.totalSeconds}
        plantCount={view.plantCount}
      />

      <GardenDialogs
        state={state}
        view={view}
        send={send}
        audio={audio}
        panels={panels}
        complete={complete}
        isCompleteOpen={isCompleteOpen}
        onDismissComplete={() => setDismissedVersion(state.gardenVersion)}
        onStartNewGarden={startNewGarden}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
