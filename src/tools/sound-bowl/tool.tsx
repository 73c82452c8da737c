/** Singing bowl island (spec 2 "Sound bowl screen", §4, §5, §8, §9). */
import { Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { getAudioEngine, type PlaybackHandle } from '../../lib/audio/audio-engine';
import { useAudioStatus } from '../../lib/audio/use-audio-status';
import { useTicker } from '../../lib/clock/use-ticker';
import { useSpaceKey } from '../../lib/keyboard/use-space-key';
import { logPractice } from '../../lib/practice-log/log-practice';
import { useStored } from '../../lib/storage/use-stored';
import { cn } from '../../lib/ui/cn';
import { useWakeLock } from '../../lib/wake-lock/use-wake-lock';
import {
  TIMER_MINUTES,
  getNextWakeAt,
  initialState,
  transition,
  viewOf,
  type TimerMinutes,
} from './machine';
import { formatClock } from '../../lib/clock/format-clock';
import { BowlArt } from './parts/bowl-art';
import { BowlSettings, type BowlAudio } from './parts/bowl-settings';
import { bowl as BOWL } from '../../lib/audio/library/sounds/bowl';
import { MUTED_KEY, VOLUME_KEY } from './storage';

/** Length of the bowl recording, ms; the engine reports no ending, so the machine times it. */
const RING_MS = Math.round(BOWL.durationSec * 1000);

/** How quickly the ring fades when the bowl stops, pauses or is struck again (s). */
const FADE_OUT_SEC = { stopped: 1.2, paused: 0.15, playing: 0.05 } as const;

/** Main-screen status texts (spec 2 §8). */
const STATUS_TEXT: Record<BowlAudio, string> = {
  loading: 'Loading...',
  ready: '',
  unavailable: 'Audio unavailable',
};

/** The singing bowl tool. */
export default function SoundBowl() {
  const [volume, setVolume] = useStored(VOLUME_KEY);
  const [isMuted, setMuted] = useStored(MUTED_KEY);
  const [state, dispatch] = useReducer(transition, RING_MS, initialState);
  const loadStatus = useAudioStatus(BOWL.id);
  const audio: BowlAudio =
    state.hasPlaybackFailed || loadStatus === 'failed'
      ? 'unavailable'
      : loadStatus === 'loaded'
        ? 'ready'
        : 'loading';
  const isDisabled = audio !== 'ready';
  const view = viewOf(state);
  const handleRef = useRef<PlaybackHandle | null>(null);
  const loggedCountRef = useRef(0);

  useEffect(() => {
    void getAudioEngine().load(BOWL.id, BOWL.sources);
  }, []);
  useEffect(() => getAudioEngine().setMasterVolume(volume), [volume]);
  useEffect(() => getAudioEngine().setMuted(isMuted), [isMuted]);

  useTicker(view.isPlaying, (now) => dispatch({ type: 'tick', now }));
  useWakeLock(view.isPlaying);

  // The next strike, silence or zero happens at an exact wall time: wake up for it.
  const wakeAt = getNextWakeAt(state);
  useEffect(() => {
    if (wakeAt === null) return undefined;
    const id = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      Math.max(0, wakeAt - Date.now()),
    );
    return () => clearTimeout(id);
  }, [wakeAt]);

  // The machine says when the sound starts (strike or resume); the island makes it sound.
  const { playId, status, ring } = state;
  const offsetMs = ring?.offsetMs ?? 0;
  useEffect(() => {
    // A bowl stopped or paused fades out rather than cutting off; a new strike replaces the ring.
    handleRef.current?.stop(FADE_OUT_SEC[status]);
    handleRef.current = null;
    if (status !== 'playing' || playId === 0 || offsetMs >= RING_MS) return;
    const handle = getAudioEngine().playOnce(BOWL.id, { gain: 1, offsetSec: offsetMs / 1000 });
    if (!handle) {
      dispatch({ type: 'fail' });
      return;
    }
    handleRef.current = handle;
  }, [playId, status, offsetMs]);
  useEffect(() => () => handleRef.current?.stop(), []);

  // A timed session that ran to zero goes to the practice log, once.
  const { completed, completedCount } = state;
  useEffect(() => {
    if (!completed || completedCount <= loggedCountRef.current) return;
    loggedCountRef.current = completedCount;
    void logPractice({
      tool: 'sound-bowl',
      startedAt: new Date(completed.startedAt).toISOString(),
      endedAt: new Date(completed.endedAt).toISOString(),
      seconds: completed.seconds,
    });
  }, [completed, completedCount]);

  const withGesture = useCallback(
    (event: Parameters<typeof transition>[1]) => {
      if (isDisabled) return;
      void getAudioEngine().unlock();
      dispatch(event);
    },
    [isDisabled],
  );
  const toggle = useCallback(() => withGesture({ type: 'toggle', now: Date.now() }), [withGesture]);

  // Space starts and pauses, unless focus is on a control that handles Space itself.
  useSpaceKey(toggle);

  const playLabel = view.isPlaying ? 'Pause' : view.isPaused ? 'Resume' : 'Play';
  const statusText = STATUS_TEXT[audio];
  const completedText = state.completed
    ? `Session complete: ${state.completed.minutes} min, ${state.completed.strikes} ${state.completed.strikes === 1 ? 'strike' : 'strikes'}`
    : '';
  // Announced politely when the state changes; the countdown itself (a timer) is not announced.
  const announcement = view.isPaused
    ? 'Paused'
    : view.isPlaying
      ? view.isTimed
        ? `${state.timerMinutes} minute session playing`
        : 'Playing'
      : completedText;

  return (
    <section
      aria-label="Singing bowl"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 pt-14 pb-10 shadow-soft"
    >
      <div className="absolute top-4 right-4 flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setMuted(!isMuted)}
          aria-pressed={isMuted}
          aria-label="Mute"
        >
          {isMuted ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}
        </Button>
        <BowlSettings volume={volume} onVolumeChange={setVolume} audio={audio} />
      </div>

      <p
        data-testid="audio-status"
        role="status"
        className={cn(
          'absolute top-6 left-6 text-sm',
          audio === 'unavailable' ? 'text-danger' : 'text-muted',
        )}
      >
        {statusText}
      </p>

      <button
        type="button"
        onClick={() => withGesture({ type: 'tap', now: Date.now() })}
        disabled={isDisabled}
        aria-label="Strike the bowl"
        data-testid="bowl"
        data-ringing={view.isPlaying ? '' : undefined}
        className="w-full max-w-80 rounded-card transition-transform duration-300 enabled:cursor-pointer enabled:hover:scale-[1.02] enabled:active:scale-[0.98] disabled:cursor-not-allowed"
      >
        <BowlArt isRinging={view.isPlaying} strikeKey={state.playId} />
      </button>

      <p className="sr-only" aria-live="polite" data-testid="bowl-announcement">
        {announcement}
      </p>
      <div className="mt-4 flex h-16 items-end gap-10 text-center">
        {view.isTimed && view.secondsLeft !== null && (
          <p>
            <span className="block text-sm text-muted">Time left</span>
            <span
              className="font-display text-4xl font-light text-primary tabular-nums"
              data-testid="countdown"
              role="timer"
            >
              {formatClock(view.secondsLeft)}
            </span>
          </p>
        )}
        {view.mode !== 'once' && (view.isPlaying || view.isPaused) && (
          <p>
            <span className="block text-sm text-muted">Strikes</span>
            <span className="font-display text-4xl font-light tabular-nums" data-testid="strikes">
              {view.strikes}
            </span>
          </p>
        )}
        {!view.isPlaying && !view.isPaused && (
          <p className="pb-2 text-muted" data-testid="hint">
            {completedText || 'Tap the bowl to strike it, or press play'}
          </p>
        )}
      </div>

      <div className="mt-6 flex items-center gap-4">
        <Button
          size="round"
          onClick={toggle}
          disabled={isDisabled}
          aria-label={playLabel}
          className="transition-transform hover:scale-105"
        >
          {view.isPlaying ? (
            <Pause aria-hidden size={28} />
          ) : (
            <Play aria-hidden size={28} className="ml-1" />
          )}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          className="size-12"
          onClick={() => dispatch({ type: 'stop' })}
          disabled={isDisabled || (!view.isPlaying && !view.isPaused)}
          aria-label="Stop"
        >
          <Square aria-hidden size={18} />
        </Button>
      </div>

      <div className="mt-8 w-full text-center">
        <h2 className="mb-3 font-sans text-sm font-medium text-muted" id="bowl-timers">
          Quick timer
        </h2>
        <div
          className="flex flex-wrap justify-center gap-2"
          role="group"
          aria-labelledby="bowl-timers"
        >
          {TIMER_MINUTES.map((minutes: TimerMinutes) => {
            const isActive = view.isTimed && state.timerMinutes === minutes;
            return (
              <button
                key={minutes}
                type="button"
                disabled={isDisabled}
                aria-pressed={isActive}
                onClick={() => withGesture({ type: 'chooseTimer', minutes, now: Date.now() })}
                className={cn(
                  'h-10 min-w-16 rounded-full border px-4 text-sm font-medium transition-colors disabled:opacity-50',
                  isActive
                    ? 'border-primary bg-primary text-primary-ink'
                    : 'border-line text-muted hover:bg-surface-2 hover:text-ink',
                )}
              >
                {minutes} min
              </button>
            );
          })}
        </div>
      </div>
      <p className="mt-6 hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        play or pause
      </p>
    </section>
  );
}
