/** Trataka island (docs/tools/trataka-focus.md#screen, #behaviour, #errors, #constants): intro, the flame, timer, interruptions, summary. */
import { Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useRef } from 'react';
import { AudioStatusLine } from '../../components/session/audio-status';
import { Countdown } from '../../components/session/countdown';
import {
  SessionSummary,
  formatMinutesPractised,
  SessionEndedSummary,
} from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { CLOSING_BELL, playChime, type ChimeNote } from '../../lib/audio/chimes';
import { formatClock } from '../../lib/clock/format-clock';
import { useCompletion } from '../../lib/session/use-completion';
import { useCues } from '../../lib/session/use-cues';
import { useSession } from '../../lib/session/use-session';
import { cn } from '../../lib/ui/cn';
import { BANNER_TEXT, cueOf, initialState, isAmbientAudible, tratakaFocus } from './machine';
import { CandleFlame } from './parts/candle-flame';
import { useAmbientDrone, type AmbientAudio } from './parts/use-ambient-drone';
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

/** docs/tools/trataka-focus.md#errors: the audio texts on screen (status line) and on the mute control. */
const AUDIO_TEXT = {
  loading: { status: 'Loading audio...', control: 'Loading...' },
  loaded: { status: 'Ambient drone ready', control: 'Mute' },
  failed: { status: 'Audio file not found', control: 'Audio unavailable' },
} as const satisfies Record<AmbientAudio, { status: string; control: string }>;

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
  const muteButton = (
    <Button
      variant="secondary"
      onClick={() => send({ type: 'setMuted', isMuted: !isMuted })}
      aria-pressed={audio === 'loaded' ? isMuted : undefined}
      disabled={audio !== 'loaded'}
      data-testid="mute"
    >
      {isMuted || audio === 'failed' ? (
        <Icon icon={VolumeX} size={18} />
      ) : (
        <Icon icon={Volume2} size={18} />
      )}
      {AUDIO_TEXT[audio].control}
    </Button>
  );

  return (
    <section
      aria-label="Trataka candle gazing"
      data-theme={isDimmed ? 'dark' : undefined}
      className="relative mx-auto flex max-w-2xl flex-col rounded-card border border-line bg-surface p-4 text-ink shadow-soft md:p-6"
    >
      <div
        aria-hidden
        data-testid="dim-overlay"
        data-dimmed={isDimmed ? '' : undefined}
        className={cn(
          'pointer-events-none fixed inset-0 z-[45] bg-[oklch(from_var(--color-night)_0.09_0.01_h)] transition-opacity duration-[1500ms]',
          isDimmed ? 'opacity-97' : 'opacity-0',
        )}
      />
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
        <div className="mb-5 text-center">
          <h2 className="text-2xl font-semibold md:text-3xl">Gaze at the Flame</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Sit an arm&apos;s length from the screen with the flame at eye level. Rest your gaze on
            it, blink only when you need to, and stay still: a mouse movement, a key, a touch or a
            scroll counts as an interruption.
          </p>
          <p className="mt-3 text-sm font-medium" data-testid="intro-settings">
            {durationMin} min · Dim Surroundings {isDim ? 'on' : 'off'}
            {hasAfterimage ? ' · Afterimage' : ''}
          </p>
          <Button className="mt-4" size="lg" onClick={() => send({ type: 'start' })}>
            Begin Session
          </Button>
        </div>
      ) : (
        <div className="relative z-50 mb-4 flex items-end justify-center gap-12 text-center">
          <Countdown
            seconds={view.secondsLeft}
            caption={view.part === 'afterimage' ? 'Eyes closed' : 'Time left'}
          />
          <p aria-live="polite" aria-atomic="true">
            <span className="block text-sm text-muted">Interruptions</span>
            <span
              className="font-display text-5xl font-light tabular-nums"
              data-testid="interruptions"
            >
              {view.interruptions}
            </span>
          </p>
        </div>
      )}

      <div
        className="relative z-50 flex h-72 items-end justify-center overflow-hidden rounded-card md:h-[26rem]"
        style={{
          background:
            'radial-gradient(ellipse 60% 55% at 50% 52%, oklch(from var(--color-ember) 0.3 0.05 h), oklch(from var(--color-night) 0.14 0.02 h) 75%)',
        }}
      >
        <div
          aria-hidden
          className={cn(
            'absolute inset-0 bg-[oklch(from_var(--color-night)_0.12_0.02_h)] transition-opacity duration-[3000ms]',
            view.part === 'gaze' ? 'opacity-0' : 'opacity-80',
          )}
        />
        <CandleFlame
          isLit={view.part === 'gaze'}
          isMoving={isGazing}
          className="relative h-[92%]"
        />
        <p
          role="status"
          data-testid="banner"
          className={cn(
            'absolute top-4 left-1/2 -translate-x-1/2 rounded-full bg-surface/90 px-5 py-2 text-center font-medium whitespace-nowrap text-ink shadow-soft transition-opacity duration-300',
            view.isBannerShown ? 'opacity-100' : 'opacity-0',
          )}
        >
          {view.isBannerShown ? BANNER_TEXT : ''}
        </p>
        {isAfterimage && (
          <p className="absolute inset-x-6 top-6 text-center text-lg text-[oklch(from_var(--color-sand)_0.9_0.02_h)]">
            Close your eyes and hold the flame&apos;s afterimage until it fades.
          </p>
        )}
        {view.status === 'paused' && (
          <p className="absolute top-4 rounded-full bg-surface/90 px-5 py-2 font-medium text-ink shadow-soft">
            Paused
          </p>
        )}
      </div>

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
        {muteButton}
      </div>

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.totalSec}
        description={`You gazed at the flame for ${formatMinutesPractised(view.totalSec)}.`}
        items={[
          { label: 'Total time', value: formatClock(view.totalSec), testId: 'summary-total' },
          {
            label: 'Interruptions',
            value: String(view.interruptions),
            testId: 'summary-interruptions',
          },
          { label: 'Focus quality', value: `${view.focusQuality}%`, testId: 'summary-quality' },
        ]}
        onNewSession={reset}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
