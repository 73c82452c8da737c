/** Rain meditation island (docs/tools/rain-meditation.md#screen, #data, #behaviour, #validation, #errors, #constants). */
import { useState } from 'react';
import { SessionEndedSummary } from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { getSoundBank } from '../../lib/audio/sound-bank';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useMediaSession } from '../../lib/audio/media-session';
import type { ShownStatus } from '../../lib/audio/use-audio-status';
import { freshRoll } from '../../lib/random';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion';
import { cueOf, describeIntensity, getRainVolume, initialState, rainMeditation } from './machine';
import { ImmersiveDialog } from '../../components/session/immersive-dialog';
import { LightningGlow, SceneBottom, SceneIntro, SceneNote, SceneTop } from './parts/rain-scene';
import { RainSummary } from './parts/rain-summary';
import { useRainFocus } from './parts/use-rain-focus';
import { RainStage } from './parts/rain-stage';
import { SOUND_GROUPS, useRainAudio } from './parts/use-rain-audio';
import { STORE } from './storage';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const RainSettings = lazySettings(
  'Rain Settings',
  () => import('./parts/rain-settings-panel'),
  (module) => module.RainSettingsPanel,
);

const READY_TEXT = 'Ready (Rain + Thunder)';

/** The status line (docs/tools/rain-meditation.md#errors texts; when only one part failed, it says which). */
function describeAudio({ rain, thunder }: Record<'rain' | 'thunder', ShownStatus>): string {
  if (rain === 'failed' && thunder === 'failed') return 'Audio failed to load';
  if (rain === 'loading' || thunder === 'loading') return 'Loading audio...';
  if (rain === 'failed') return 'Rain audio failed to load';
  if (thunder === 'failed') return 'Thunder audio failed to load';
  return READY_TEXT;
}

/** The rain meditation tool. */
export default function RainMeditation() {
  const { state, view, send, post, completions, ending } = useSession(
    rainMeditation,
    () => initialState(),
    STORE,
  );
  const { intensity } = state;
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_BELL) });
  const [clearKey, setClearKey] = useState(0);
  const isReducedMotion = useReducedMotion();

  const audio = useRainAudio({
    isRaining: view.isRunning,
    rainVolume: getRainVolume(intensity),
    thunder: cueOf(state),
  });
  const audioText = describeAudio(audio);
  const isAudioFailed = audioText.endsWith('failed to load');
  const isActive = view.isRunning || view.isPaused;
  const { stageRef, toggleRef, transportRef } = useRainFocus({
    startedAt: state.session.startedAt,
    isImmersive: view.isImmersive,
    isActive,
    isPaused: view.isPaused,
  });
  // Lock-screen and headset controls pause and resume the session.
  useMediaSession({
    isActive,
    isPlaying: view.isRunning,
    title: 'Rain Meditation',
    onPlay: () => send({ type: 'resume' }),
    onPause: () => send({ type: 'pause' }),
  });

  const clearDrops = () => setClearKey((key) => key + 1);
  const begin = () => {
    clearDrops();
    send({ type: 'start' });
  };
  const reset = () => {
    summary.setOpen(false);
    clearDrops();
    send({ type: 'reset' });
  };
  const strike = () => {
    const bank = getSoundBank();
    const readyTakes = SOUND_GROUPS.thunder.filter((id) => bank.getStatus(id) === 'loaded');
    send({ type: 'strike', readyTakes, roll: freshRoll() });
  };
  const togglePause = () => send({ type: view.isRunning ? 'pause' : 'resume' });

  const scene = (
    <div className="relative isolate size-full overflow-hidden text-ink">
      <RainStage
        isRaining={view.isRunning}
        intensity={intensity}
        clearKey={clearKey}
        strikes={view.strikes}
        onStrike={strike}
        onSpace={togglePause}
        stageRef={stageRef}
      >
        {state.flashes > 0 && !isReducedMotion && <LightningGlow count={state.flashes} />}
        <SceneTop
          // 'Ready (Rain + Thunder)' says its piece before a session, then keeps out of the way
          audio={
            view.isIdle || audioText !== READY_TEXT
              ? { text: audioText, isError: isAudioFailed }
              : null
          }
          figures={view.isIdle ? null : { secondsLeft: view.secondsLeft, strikes: view.strikes }}
          sceneToggle={
            isActive
              ? {
                  isImmersive: view.isImmersive,
                  onToggle: () => send({ type: view.isImmersive ? 'closeScene' : 'openScene' }),
                }
              : null
          }
          toggleRef={toggleRef}
          settings={
            <RainSettings
              durationMin={state.durationMin}
              onDurationChange={(durationMin) => send({ type: 'setDuration', durationMin })}
              canChangeDuration={view.isIdle}
              intensity={intensity}
              onIntensityChange={(next) => send({ type: 'setIntensity', intensity: next })}
              audioText={audioText}
              isAudioFailed={isAudioFailed}
            />
          }
        />
        {view.isIdle && (
          <SceneIntro
            settingsText={`${state.durationMin} min · ${describeIntensity(intensity)} rain`}
            onBegin={begin}
          />
        )}
        {(view.isPaused || view.isComplete) && (
          <SceneNote text={view.isPaused ? 'Paused' : 'Session complete'} />
        )}
        {!view.isIdle && (
          <SceneBottom
            transportRef={transportRef}
            hint={
              view.isRunning && view.strikes === 0
                ? 'Tap the rain for a raindrop and thunder'
                : null
            }
          >
            <TransportControls
              size="md"
              status={view.isComplete ? 'complete' : view.isRunning ? 'running' : 'paused'}
              onStart={begin}
              onPause={() => send({ type: 'pause' })}
              onResume={() => send({ type: 'resume' })}
              onReset={reset}
              showReset
              isMainShown={!view.isComplete}
            >
              {/* Summary appears when there is one: after the session ends. */}
              {view.isComplete && <Button onClick={summary.open}>Summary</Button>}
            </TransportControls>
          </SceneBottom>
        )}
      </RainStage>
    </div>
  );

  return (
    <section aria-label="Rain meditation" className="rain-colors relative mx-auto max-w-3xl">
      {/* The scene's place on the page keeps its size while the scene fills the screen. */}
      <div className="rain-backdrop h-[30rem] overflow-hidden rounded-card border border-line shadow-soft md:h-[34rem]">
        {!view.isImmersive && scene}
      </div>
      {view.isImmersive && (
        <ImmersiveDialog
          label="Rain meditation"
          testId="rain-scene"
          onClose={() => post({ type: 'closeScene' })}
          onSpace={togglePause}
          className="rain-backdrop m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 p-0 backdrop:bg-bg"
        >
          {scene}
        </ImmersiveDialog>
      )}

      <RainSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        durationMin={state.durationMin}
        elapsedSec={view.elapsedSec}
        strikes={view.strikes}
        strikesPerMinute={view.strikesPerMinute}
        onNewSession={reset}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
