/** Box breathing island (spec 1 §2.6, §4.1): phase word, countdown, orb, dots, play/pause, hint. */
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { useTicker } from '../../lib/clock/use-ticker';
import { useSpaceKey } from '../../lib/keyboard/use-space-key';
import { logPractice, preparePracticeLog } from '../../lib/practice-log/log-practice';
import { useRunningSession } from '../../lib/session/use-running-session';
import { useStored } from '../../lib/storage/use-stored';
import { cn } from '../../lib/ui/cn';
import { PHASES, PHASE_SEC, initialState, transition, viewOf } from './machine';
import { SOUND_ON_KEY } from './storage';

/** Length of each phase tone (s). */
const TONE_SEC = 0.6;
/** A session shorter than one full cycle is not worth a practice-log entry (s). */
const MIN_LOGGED_SEC = PHASES.length * PHASE_SEC;

const ORB_SCALE = { rest: 0.62, expanding: 1, full: 1, contracting: 0.62, empty: 0.62 } as const;

/** The box breathing tool. */
export default function BoxBreathing() {
  const [state, dispatch] = useReducer(transition, undefined, initialState);
  const [isSoundOn, setSoundOn] = useStored(SOUND_ON_KEY);
  const view = viewOf(state);
  const lastToneStepRef = useRef(-1);

  useTicker(view.isRunning, (now) => dispatch({ type: 'tick', now }));
  useRunningSession(view.isRunning);

  // spec 1 §4.1: a tone sounds at each phase change (the first one marks the start), and only then:
  // switching the sound on mid-phase waits for the next change.
  useEffect(() => {
    if (view.step === lastToneStepRef.current) return;
    lastToneStepRef.current = view.step;
    if (view.step < 0 || !isSoundOn) return;
    getAudioEngine().playTone({ frequency: view.toneHz, durationSec: TONE_SEC, gain: 0.25 });
  }, [view.step, view.toneHz, isSoundOn]);

  /** Logs the session so far if it lasted at least one full cycle. */
  const logSession = useCallback(
    (now: number) => {
      if (state.status !== 'running') return;
      const seconds = Math.floor((now - state.startedAt) / 1000);
      if (seconds < MIN_LOGGED_SEC) return;
      void logPractice({
        tool: 'box-breathing',
        startedAt: new Date(state.startedAt).toISOString(),
        endedAt: new Date(now).toISOString(),
        seconds,
      });
    },
    [state],
  );

  const toggle = useCallback(() => {
    const now = Date.now();
    if (state.status === 'running') logSession(now);
    else {
      void getAudioEngine().unlock();
      void preparePracticeLog();
    }
    dispatch({ type: 'toggle', now });
  }, [state, logSession]);

  // Leaving the page is the usual way to end an open-ended session: log it then too.
  useEffect(() => {
    if (state.status !== 'running') return undefined;
    const onPageHide = () => logSession(Date.now());
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [state.status, logSession]);

  // Space starts and pauses, unless focus is on a control that handles Space itself.
  useSpaceKey(toggle);

  return (
    <section
      aria-label="Box breathing session"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-10 shadow-soft"
    >
      <button
        type="button"
        onClick={() => setSoundOn(!isSoundOn)}
        aria-pressed={isSoundOn}
        aria-label="Phase tones"
        className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
      >
        {isSoundOn ? <Volume2 aria-hidden size={20} /> : <VolumeX aria-hidden size={20} />}
      </button>

      <h2 className="text-3xl font-semibold md:text-4xl" aria-live="polite" data-testid="phase">
        {view.label}
      </h2>
      <p
        className="mt-2 font-display text-6xl font-light text-primary tabular-nums"
        data-testid="countdown"
        role="timer"
        aria-label={`${view.secondsLeft} seconds left in this phase`}
      >
        {view.secondsLeft}
      </p>

      <div
        className="relative my-8 flex size-64 items-center justify-center md:size-72"
        aria-hidden
      >
        <div className="absolute inset-0 rounded-full border border-dashed border-line" />
        <div
          data-testid="orb"
          data-orb={view.orb}
          className="size-full rounded-full bg-radial from-primary-soft via-sage to-ocean shadow-soft transition-transform ease-in-out dark:from-primary/70 dark:via-primary-soft dark:to-ocean"
          style={{
            transform: `scale(${ORB_SCALE[view.orb]})`,
            transitionDuration:
              view.orb === 'expanding' || view.orb === 'contracting' ? `${PHASE_SEC}s` : '0.6s',
          }}
        />
      </div>

      <ol className="mb-8 flex gap-3" aria-label="Phases">
        {PHASES.map((phase, index) => (
          <li key={index}>
            <span
              className={cn(
                'block size-3 rounded-full transition-colors',
                view.isRunning && index === view.phaseIndex ? 'bg-primary' : 'bg-line',
              )}
              data-testid="phase-dot"
              data-active={view.isRunning && index === view.phaseIndex ? '' : undefined}
            />
            <span className="sr-only">
              {phase.label}
              {view.isRunning && index === view.phaseIndex ? ' (current)' : ''}
            </span>
          </li>
        ))}
      </ol>

      <button
        type="button"
        onClick={toggle}
        aria-label={view.isRunning ? 'Pause' : 'Play'}
        className="inline-flex size-16 items-center justify-center rounded-full bg-primary text-primary-ink shadow-soft transition-transform hover:scale-105"
      >
        {view.isRunning ? (
          <Pause aria-hidden size={28} />
        ) : (
          <Play aria-hidden size={28} className="ml-1" />
        )}
      </button>
      <p className="mt-6 text-center text-muted" data-testid="hint">
        {view.hint}
      </p>
      <p className="mt-1 hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        start or pause
      </p>
    </section>
  );
}
