/** Rain meditation island (docs/tools/rain-meditation.md#screen, #data, #behaviour, #validation, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useMediaSession } from '../../lib/audio/media-session';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useReducedMotion } from '../../lib/ui/use-reduced-motion';
import { cueOf, describeIntensity, getRainVolume, initialState, rainMeditation } from './machine';
import { ImmersiveDialog } from '../../components/session/immersive-dialog';
import { LightningGlow, SceneIntro, SceneNote } from './parts/rain-scene';
import { RainSummary } from './parts/rain-summary';
import { RainTopBar } from './parts/rain-top-bar';
import { RainTransport } from './parts/rain-transport';
import { useRainControls } from './parts/use-rain-controls';
import { useRainFocus } from './parts/use-rain-focus';
import { RainStage } from './parts/rain-stage';
import { useRainAudio } from './parts/use-rain-audio';
import { STORE } from './storage';

/** The rain meditation tool. */
export default function RainMeditation() {
  const { state, view, send, post, completions, ending } = useSession(
    rainMeditation,
    () => initialState(),
    STORE,
  );
  const { intensity } = state;
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_BELL) });
  const { clearKey, begin, reset, strike, togglePause } = useRainControls({
    send,
    isRunning: view.isRunning,
    closeSummary: () => summary.setOpen(false),
  });
  const isReducedMotion = useReducedMotion();

  const audio = useRainAudio({
    isRaining: view.isRunning,
    rainVolume: getRainVolume(intensity),
    thunder: cueOf(state),
  });
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
        <RainTopBar
          view={view}
          audio={audio}
          durationMin={state.durationMin}
          intensity={intensity}
          isActive={isActive}
          toggleRef={toggleRef}
          send={send}
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
          <RainTransport
            view={view}
            transportRef={transportRef}
            onBegin={begin}
            onPause={() => send({ type: 'pause' })}
            onResume={() => send({ type: 'resume' })}
            onReset={reset}
            onSummary={summary.open}
          />
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
