/** Garden plant meditation island (docs/tools/garden-plant-meditation.md#screen, #data, #behaviour, #validation, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { Settings2, Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useState } from 'react';
import { AudioStatusLine } from '../../components/session/audio-status';
import { useLazyPanels } from '../../components/session/lazy-panels';
import { useLazyModule } from '../../lib/ui/loadable';
import { Button } from '../../components/ui/button';
import { getSoundBank, loadSessionSounds } from '../../lib/audio/sound-bank';
import { loopBounds } from '../../lib/audio/library/playback';
import { gardenBirds } from '../../lib/audio/library/sounds/garden-birds';
import { useAudioStatus } from '../../lib/audio/use-audio-status';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import { AMBIENT_VOLUME, formatSessionSec, gardenPlantMeditation, initialState } from './machine';
import { GardenGrid } from './parts/garden-grid';
import { GardenStats } from './parts/garden-stats';
import { SessionPanel } from './parts/session-panel';
import { STORE } from './storage';

const BIRDS = { id: gardenBirds.id, sources: gardenBirds.sources, ...loopBounds(gardenBirds) };
/** Birdsong fades in and out over this long (s). */
const FADE_SEC = 1.5;
/** docs/tools/garden-plant-meditation.md#errors: the audio texts on the page and in the settings. */
const AUDIO_TEXT = {
  loading: { page: 'Loading audio...', settings: 'Loading audio...' },
  unavailable: { page: 'Audio unavailable', settings: 'Audio file not found' },
  ready: { page: '', settings: 'Ready' },
} as const;
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
  const loadStatus = useAudioStatus(BIRDS.id);
  const audio =
    state.isAudioFailed || loadStatus === 'failed'
      ? 'unavailable'
      : loadStatus === 'loaded'
        ? 'ready'
        : 'loading';

  useEffect(() => void loadSessionSounds([BIRDS]), []);
  // docs/tools/garden-plant-meditation.md#behaviour, #constants: birdsong at 0.6 during a session unless muted or switched off; it stops at zero.
  const isAudible = view.isActive && !isMuted && isAmbientOn && audio === 'ready';
  useEffect(() => {
    const bank = getSoundBank();
    if (!isAudible) {
      bank.stopLoop(BIRDS.id, { fadeOutSec: FADE_SEC });
      return;
    }
    const isPlaying = bank.playLoop(BIRDS.id, {
      gain: AMBIENT_VOLUME,
      fadeInSec: FADE_SEC,
      loopStartSec: BIRDS.loopStartSec,
      loopEndSec: BIRDS.loopEndSec,
    });
    // docs/tools/garden-plant-meditation.md#errors: a playback failure is treated as unavailable audio; the session goes on silently
    if (!isPlaying) post({ type: 'fail' });
  }, [isAudible, post]);
  useEffect(() => () => getSoundBank().stopLoop(BIRDS.id, { fadeOutSec: 0.2 }), []);

  useTabTitle(view.isActive ? formatTabTitle(view.secondsLeft, gardenName) : null);

  const isCompleteOpen = view.isComplete && dismissedVersion !== state.gardenVersion;
  const startNewGarden = () => send({ type: 'startNewGarden' });

  return (
    <section
      aria-label="Garden"
      className="mx-auto flex max-w-4xl flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-soft md:p-6"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-semibold break-words" data-testid="garden-name">
            {gardenName}
          </h2>
          <p className="text-sm text-muted" data-testid="garden-level">
            {view.plantCount} {view.plantCount === 1 ? 'plant' : 'plants'} · Level {view.level}
          </p>
          <AudioStatusLine text={AUDIO_TEXT[audio].page} isError={audio === 'unavailable'} />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => send({ type: 'setMuted', isMuted: !isMuted })}
            aria-pressed={isMuted}
            aria-label="Mute"
          >
            {isMuted ? <Icon icon={VolumeX} size={20} /> : <Icon icon={Volume2} size={20} />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Settings"
            aria-haspopup="dialog"
            onClick={() => panels.show('settings')}
            onPointerEnter={panels.preload}
            onFocus={panels.preload}
          >
            <Icon icon={Settings2} size={20} />
          </Button>
        </div>
      </header>

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

      {panels.module && (
        <panels.module.default
          open={panels.openPanel === 'settings'}
          onClose={panels.close}
          value={{ name: gardenName, sessionSec, isAmbientOn }}
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
          onDismiss={() => setDismissedVersion(state.gardenVersion)}
          view={view}
          gardenName={gardenName}
          completedGardens={state.garden.completedGardens}
          onStartNewGarden={startNewGarden}
        />
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
