/** Trataka island (docs/tools/trataka-focus.md#screen, #behaviour, #errors, #constants): intro, the flame, timer, interruptions, summary. */
import { useEffect, useRef } from 'react';
import { AudioStatusLine } from '../../components/session/audio-status';
import { SessionEndedSummary } from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { CLOSING_BELL, playChime, type ChimeNote } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useCues } from '../../lib/session/use-cues';
import { useSession } from '../../lib/session/use-session';
import { cn } from '../../lib/ui/cn';
import { cueOf, initialState, isAmbientAudible, tratakaFocus } from './machine';
import { DimOverlay, FlameStage } from './parts/flame-stage';
import { AUDIO_TEXT, MuteButton } from './parts/mute-button';
import { TratakaClocks, TratakaIntro } from './parts/trataka-heading';
import { TratakaSummary } from './parts/trataka-summary';
import { useAmbientDrone } from './parts/use-ambient-drone';
import { useInterruptions } from './parts/use-interruptions';
import { STORE } from './storage';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const TratakaSettings = lazySettings(
  'Trataka Settings',
  () => import('./parts/trataka-settings-panel'),
  (module) => module.TratakaSettingsPanel,
);

/** A soft low bell: close your eyes now. */
const CLOSE_EYES_CHIME: readonly ChimeNote[] = [
  { hz: 396, atSec: 0, durationSec: 3, gain: 0.16 },
  { hz: 792 * 1.002, atSec: 0, durationSec: 1.6, gain: 0.04 },
];
/** Sounds the close-eyes bell the machine asked for. */
const playCloseEyes = () => playChime(CLOSE_EYES_CHIME);

/** The trataka tool. */
export default function TratakaFocus() {
  const { state, view, send, post, completions, ending } = useSession(
    tratakaFocus,
    () => initialState(),
    STORE,
  );
  const { durationMin, isDim, hasAfterimage, isMuted } = view;
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_BELL) });
  const audio = useAmbientDrone((status) => isAmbientAudible(view.status, isMuted, status));
  const controlsRef = useRef<HTMLDivElement>(null);

  const isRunning = view.status === 'running';
  const isGazing = isRunning && view.part === 'gaze';
  useInterruptions(isGazing, () => post({ type: 'interrupt' }), controlsRef);

  // The afterimage begins with a soft bell: the cue to close the eyes.
  const isAfterimage = isRunning && view.part === 'afterimage';
  useCues(cueOf(state), playCloseEyes);

  // Begin Session goes away when pressed: focus moves to Pause, so Space and Tab keep working.
  const { startedAt } = state.session;
  useEffect(() => {
    if (startedAt !== null)
      controlsRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [startedAt]);

  const reset = () => {
    summary.setOpen(false);
    send({ type: 'reset' });
  };
  const isDimmed = isDim && isRunning;
  const isIdle = view.status === 'idle';
  return (
    <section
      aria-label="Trataka candle gazing"
      data-theme={isDimmed ? 'dark' : undefined}
      className="relative mx-auto flex max-w-2xl flex-col rounded-card border border-line bg-surface p-4 text-ink shadow-soft md:p-6"
    >
      <DimOverlay isDimmed={isDimmed} />
      <div className="mb-2 flex items-center justify-between gap-4">
        <AudioStatusLine text={AUDIO_TEXT[audio].status} isError={audio === 'failed'} />
        <TratakaSettings
          durationMin={durationMin}
          onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
          isDim={isDim}
          onDimChange={(next) => send({ type: 'setDim', isDim: next })}
          hasAfterimage={hasAfterimage}
          onAfterimageChange={(next) => send({ type: 'setAfterimage', hasAfterimage: next })}
          canChange={view.canChangeSettings}
          audioText={AUDIO_TEXT[audio].status}
          isAudioFailed={audio === 'failed'}
        />
      </div>

      {isIdle ? (
        <TratakaIntro
          durationMin={durationMin}
          isDim={isDim}
          hasAfterimage={hasAfterimage}
          onBegin={() => send({ type: 'start' })}
        />
      ) : (
        <TratakaClocks
          secondsLeft={view.secondsLeft}
          isAfterimage={view.part === 'afterimage'}
          interruptions={view.interruptions}
        />
      )}

      <FlameStage
        part={view.part}
        isGazing={isGazing}
        isAfterimage={isAfterimage}
        isPaused={view.status === 'paused'}
        isBannerShown={view.isBannerShown}
      />

      <div
        ref={controlsRef}
        className={cn(
          'relative z-50 mt-5 flex flex-wrap items-center justify-center gap-3 transition-opacity',
          isDimmed && 'opacity-60 focus-within:opacity-100 hover:opacity-100',
        )}
      >
        {!isIdle && (
          <TransportControls
            size="md"
            status={view.status}
            onStart={() => send({ type: 'start' })}
            onPause={() => send({ type: 'pause' })}
            onResume={() => send({ type: 'resume' })}
            onReset={reset}
            showReset
            isMainShown={view.status !== 'complete'}
          >
            {view.status === 'complete' && <Button onClick={summary.open}>Summary</Button>}
          </TransportControls>
        )}
        <MuteButton
          audio={audio}
          isMuted={isMuted}
          onMutedChange={(next) => send({ type: 'setMuted', isMuted: next })}
        />
      </div>

      <TratakaSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        totalSec={view.totalSec}
        interruptions={view.interruptions}
        focusQuality={view.focusQuality}
        onNewSession={reset}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
