/** Singing bowl island (spec 2 "Sound bowl screen", §4, §5, §8, §9). */
import { Square, Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useRef } from 'react';
import { AudioStatusLine } from '../../components/session/audio-status';
import { Countdown } from '../../components/session/countdown';
import { DurationPicker } from '../../components/session/duration-picker';
import { SessionSummary } from '../../components/session/session-summary';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { getAudioEngine, type PlaybackHandle } from '../../lib/audio/audio-engine';
import { bowl as BOWL } from '../../lib/audio/library/sounds/bowl';
import { useAudioStatus } from '../../lib/audio/use-audio-status';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useStored } from '../../lib/storage/use-stored';
import { DURATIONS_MIN, initialState, soundBowl, type BowlAudio } from './machine';
import { BowlArt } from './parts/bowl-art';
import { BowlSettings } from './parts/bowl-settings';
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
  const { state, view, send, post, completions } = useSession(soundBowl, () =>
    initialState(RING_MS),
  );
  const summary = useCompletion(completions);
  const loadStatus = useAudioStatus(BOWL.id);
  const handleRef = useRef<PlaybackHandle | null>(null);

  useEffect(() => {
    void getAudioEngine().load(BOWL.id, BOWL.sources);
  }, []);
  useEffect(() => {
    const audio =
      loadStatus === 'loaded' ? 'ready' : loadStatus === 'failed' ? 'unavailable' : 'loading';
    post({ type: 'setLoadStatus', loadStatus: audio });
  }, [loadStatus, post]);
  useEffect(() => getAudioEngine().setMasterVolume(volume), [volume]);
  useEffect(() => getAudioEngine().setMuted(isMuted), [isMuted]);

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
      post({ type: 'fail' });
      return;
    }
    handleRef.current = handle;
  }, [playId, status, offsetMs, post]);
  useEffect(() => () => handleRef.current?.stop(), []);

  const completedText = view.completed
    ? `Session complete: ${view.completed.durationMin} min, ${view.completed.strikes} ${view.completed.strikes === 1 ? 'strike' : 'strikes'}`
    : '';
  // Announced politely when the state changes; the countdown itself (a timer) is not announced.
  const announcement = view.isPaused
    ? 'Paused'
    : view.isPlaying
      ? view.isTimed
        ? `${state.durationMin} minute session playing`
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
          {isMuted ? <Icon icon={VolumeX} size={20} /> : <Icon icon={Volume2} size={20} />}
        </Button>
        <BowlSettings volume={volume} onVolumeChange={setVolume} audio={view.audio} />
      </div>
      <AudioStatusLine
        text={STATUS_TEXT[view.audio]}
        isError={view.audio === 'unavailable'}
        className="absolute top-6 left-6"
      />

      <button
        type="button"
        onClick={() => send({ type: 'strike' })}
        disabled={view.isDisabled}
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
        {view.secondsLeft !== null && (
          <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
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

      <TransportControls
        variant="round"
        className="mt-6 gap-4"
        status={view.isPlaying ? 'running' : view.isPaused ? 'paused' : 'idle'}
        labels={{ start: 'Play' }}
        isDisabled={view.isDisabled}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
      >
        <Button
          variant="secondary"
          size="icon"
          className="size-12"
          onClick={() => send({ type: 'reset' })}
          disabled={view.isDisabled || (!view.isPlaying && !view.isPaused)}
          aria-label="Stop"
        >
          <Icon icon={Square} size={18} />
        </Button>
      </TransportControls>

      <div className="mt-8 w-full text-center">
        <h2 className="mb-3 font-sans text-sm font-medium text-muted">Quick timer</h2>
        <DurationPicker
          kind="pressed"
          label="Quick timer"
          minutes={DURATIONS_MIN}
          value={view.isTimed ? state.durationMin : null}
          disabled={view.isDisabled}
          onValueChange={(durationMin) => send({ type: 'startTimed', durationMin })}
        />
      </div>
      <p className="mt-6 hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        play or pause
      </p>

      {view.completed && (
        <SessionSummary
          open={summary.isOpen}
          onOpenChange={summary.setOpen}
          title="Session Complete"
          seconds={view.completed.seconds}
          items={[
            { label: 'Timer', value: `${view.completed.durationMin} min` },
            { label: 'Strikes', value: String(view.completed.strikes), testId: 'summary-strikes' },
          ]}
          onNewSession={() => {
            summary.setOpen(false);
            send({ type: 'reset' });
          }}
        />
      )}
    </section>
  );
}
