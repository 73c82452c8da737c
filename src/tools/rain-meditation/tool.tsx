/** Rain meditation island (spec 2 "Rain meditation screen", §3, §4, §5, §8, §9). */
import { CloudRain, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { getAudioEngine, type PlaybackHandle } from '../../lib/audio/audio-engine';
import { getRemainingMs } from '../../lib/clock/session-clock';
import { useTicker } from '../../lib/clock/use-ticker';
import { logPractice } from '../../lib/practice-log/log-practice';
import { useStored } from '../../lib/storage/use-stored';
import { cn } from '../../lib/ui/cn';
import { useWakeLock } from '../../lib/wake-lock/use-wake-lock';
import {
  THUNDER_VOLUME,
  allowFlash,
  describeIntensity,
  getRainVolume,
  initialState,
  transition,
  viewOf,
} from './machine';
import { formatClock } from '../../lib/clock/format-clock';
import { RainSettings } from './parts/rain-settings';
import { RainStage } from './parts/rain-stage';
import { RAIN_SOUND, THUNDER_SOUNDS } from './sounds';
import { DURATION_KEY, INTENSITY_KEY } from './storage';

const RAIN = RAIN_SOUND;
const THUNDERS = THUNDER_SOUNDS;
/** Rain fades in and out over this long (s). */
const RAIN_FADE_SEC = 1.5;

/**
 * The rain loop's and the thunder's load status, e.g. 'loaded failed'. Thunder is loading while a take
 * loads, and failed only when every take failed.
 */
function getAudioKey(): string {
  const engine = getAudioEngine();
  const takes = THUNDERS.map((sound) => engine.getStatus(sound.id));
  const thunder = takes.some((status) => status === 'idle' || status === 'loading')
    ? 'loading'
    : takes.includes('loaded')
      ? 'loaded'
      : 'failed';
  return `${engine.getStatus(RAIN.id)} ${thunder}`;
}

/** The rain meditation tool. */
export default function RainMeditation() {
  const [durationMin, setDurationMin] = useStored(DURATION_KEY);
  const [intensity, setIntensity] = useStored(INTENSITY_KEY);
  const [state, dispatch] = useReducer(transition, undefined, () => initialState());
  const [clearKey, setClearKey] = useState(0);
  const [flashId, setFlashId] = useState(0);
  const [isSummaryOpen, setSummaryOpen] = useState(false);
  const [rain, thunder] = useSyncExternalStore(
    getAudioEngine().subscribe,
    getAudioKey,
    () => 'loading loading',
  ).split(' ');
  // spec 2 §8 texts; when only one part failed, the text says which
  const audioText =
    rain === 'failed' && thunder === 'failed'
      ? 'Audio failed to load'
      : (rain !== 'loaded' && rain !== 'failed') || thunder === 'loading'
        ? 'Loading audio...'
        : rain === 'failed'
          ? 'Rain audio failed to load'
          : thunder === 'failed'
            ? 'Thunder audio failed to load'
            : 'Ready (Rain + Thunder)';
  const isAudioFailed = audioText.endsWith('failed to load');
  const stageRef = useRef<HTMLButtonElement>(null);
  const view = viewOf(state);
  const flashesRef = useRef<number[]>([]);
  const thunderRef = useRef<{ handle: PlaybackHandle | null; last: string }>({
    handle: null,
    last: '',
  });
  const loggedCountRef = useRef(0);

  // The stored duration reaches the machine after mount (SSR renders the default).
  useEffect(() => dispatch({ type: 'setDuration', minutes: durationMin }), [durationMin]);

  useEffect(() => {
    const engine = getAudioEngine();
    void engine.load(RAIN.id, RAIN.sources);
    for (const sound of THUNDERS) void engine.load(sound.id, sound.sources);
  }, []);

  useTicker(view.isRunning, (now) => dispatch({ type: 'tick', now }));
  useWakeLock(view.isRunning);

  // spec 2 §4: while running and not paused, the rain loop plays at intensity × 0.7. Only the loop's
  // own status decides: thunder that failed to load silences nothing but the thunder.
  const isRainAudible = view.isRunning && rain === 'loaded';
  const rainVolume = getRainVolume(intensity);
  useEffect(() => {
    const engine = getAudioEngine();
    if (!isRainAudible) {
      engine.stopLoop(RAIN.id, { fadeOutSec: RAIN_FADE_SEC });
      return;
    }
    // A loop already playing only ramps to the new volume.
    engine.playLoop(RAIN.id, {
      gain: rainVolume,
      fadeInSec: RAIN_FADE_SEC,
      loopStartSec: RAIN.loopStartSec,
      loopEndSec: RAIN.loopEndSec,
    });
  }, [isRainAudible, rainVolume]);
  useEffect(() => () => getAudioEngine().stopLoop(RAIN.id, { fadeOutSec: 0.2 }), []);

  // A session that ran to zero goes to the practice log once, and its summary opens.
  const { completedCount, startedAt, endedAt } = state;
  useEffect(() => {
    if (completedCount <= loggedCountRef.current || startedAt === null || endedAt === null) return;
    loggedCountRef.current = completedCount;
    void logPractice({
      tool: 'rain-meditation',
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      seconds: view.elapsedSec,
    });
    setSummaryOpen(true);
  }, [completedCount, startedAt, endedAt, view.elapsedSec]);

  // 'Begin Rain Session' goes away when pressed: focus moves to the rain, where taps land.
  useEffect(() => {
    if (startedAt !== null) stageRef.current?.focus();
  }, [startedAt]);

  const begin = () => {
    void getAudioEngine().unlock();
    setClearKey((key) => key + 1);
    dispatch({ type: 'begin', now: Date.now() });
  };
  const reset = () => {
    setSummaryOpen(false);
    setClearKey((key) => key + 1);
    dispatch({ type: 'reset' });
  };

  /** spec 2 §4: a tap makes a large raindrop, counts a strike and plays thunder from the start. */
  const strike = (): boolean => {
    if (!view.isRunning) return false;
    const now = Date.now();
    dispatch({ type: 'strike', now });
    // A tap after the deadline only completes the session (the machine counts nothing).
    if ((getRemainingMs(state.clock, now) ?? 0) <= 0) return false;
    const engine = getAudioEngine();
    void engine.unlock();
    const ready = THUNDERS.filter((sound) => engine.getStatus(sound.id) === 'loaded');
    const choices =
      ready.length > 1 ? ready.filter((s) => s.id !== thunderRef.current.last) : ready;
    const thunder = choices[Math.floor(Math.random() * choices.length)];
    if (thunder) {
      thunderRef.current.handle?.stop(0.05);
      thunderRef.current = {
        handle: engine.playOnce(thunder.id, { gain: THUNDER_VOLUME, offsetSec: 0 }),
        last: thunder.id,
      };
    }
    // Lightning, within three flashes a second (WCAG 2.3.1).
    const flash = allowFlash(flashesRef.current, now);
    flashesRef.current = flash.recent;
    if (flash.isAllowed) setFlashId((id) => id + 1);
    return true;
  };

  const summaryItems = [
    { label: 'Rain time', value: formatClock(view.elapsedSec), testId: 'summary-time' },
    { label: 'Strikes', value: String(view.strikes), testId: 'summary-strikes' },
    {
      label: 'Interactions per minute',
      value: view.strikesPerMinute.toFixed(1),
      testId: 'summary-per-minute',
    },
  ];

  return (
    <section
      aria-label="Rain meditation"
      className="relative mx-auto flex max-w-2xl flex-col rounded-card border border-line bg-surface p-4 shadow-soft md:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <p
          role="status"
          data-testid="audio-status"
          className={cn('text-sm', isAudioFailed ? 'text-danger' : 'text-muted')}
        >
          {audioText}
        </p>
        <RainSettings
          durationMin={state.durationMin}
          onDurationChange={setDurationMin}
          canChangeDuration={view.isIdle}
          intensity={intensity}
          onIntensityChange={setIntensity}
          audioText={audioText}
          isAudioFailed={isAudioFailed}
        />
      </div>

      {!view.isIdle && (
        <div className="mb-4 flex items-end justify-center gap-12 text-center">
          <p>
            <span className="block text-sm text-muted">Time left</span>
            <span
              className="font-display text-5xl font-light text-primary tabular-nums"
              data-testid="countdown"
              role="timer"
            >
              {formatClock(view.secondsLeft)}
            </span>
          </p>
          {/* Taps are announced politely (the count changes only on taps); the timer is not. */}
          <p aria-live="polite" aria-atomic="true" data-testid="strike-announcement">
            <span className="block text-sm text-muted">Strikes</span>
            <span className="font-display text-5xl font-light tabular-nums" data-testid="strikes">
              {view.strikes}
            </span>
          </p>
        </div>
      )}

      <RainStage
        isRaining={view.isRunning}
        intensity={intensity}
        clearKey={clearKey}
        onStrike={strike}
        stageRef={stageRef}
      >
        {flashId > 0 && (
          <div
            key={flashId}
            ref={(flash) => {
              flash?.animate({ opacity: [0, 0.28, 0], offset: [0, 0.12] }, 700);
            }}
            aria-hidden="true"
            data-testid="flash"
            data-count={flashId}
            className="pointer-events-none absolute inset-0 bg-surface opacity-0"
          />
        )}
        {view.isIdle && (
          <div className="absolute inset-0 flex items-center justify-center p-6">
            <div className="max-w-sm rounded-card bg-surface/85 p-6 text-center shadow-soft backdrop-blur-sm">
              <CloudRain aria-hidden size={32} className="mx-auto text-primary" />
              <h2 className="mt-3 text-2xl font-semibold">Sit with the rain</h2>
              <p className="mt-2 text-muted">
                Listen to the rain, breathe slowly, and tap the sky whenever you like: each tap
                makes a large raindrop and a roll of thunder.
              </p>
              <p className="mt-3 text-sm font-medium" data-testid="intro-settings">
                {state.durationMin} min · {describeIntensity(intensity)} rain
              </p>
              <Button className="mt-5" size="lg" onClick={begin}>
                Begin Rain Session
              </Button>
            </div>
          </div>
        )}
        {(view.isPaused || view.isComplete) && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <p className="rounded-full bg-surface/85 px-5 py-2 font-medium shadow-soft">
              {view.isPaused ? 'Paused' : 'Session complete'}
            </p>
          </div>
        )}
      </RainStage>

      {view.isRunning && (
        <p className="mt-3 text-center text-sm text-muted">
          Tap or click the rain to make a raindrop and call the thunder.
        </p>
      )}

      {!view.isIdle && (
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
          {!view.isComplete && (
            <Button
              onClick={() => {
                void getAudioEngine().unlock();
                dispatch({ type: 'togglePause', now: Date.now() });
              }}
            >
              {view.isRunning ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
              {view.isRunning ? 'Pause' : 'Resume'}
            </Button>
          )}
          <Button variant="secondary" onClick={reset}>
            <RotateCcw aria-hidden size={18} />
            Reset
          </Button>
          <Button
            variant={view.isComplete ? 'primary' : 'secondary'}
            onClick={() => setSummaryOpen(true)}
            disabled={!view.isComplete}
          >
            Summary
          </Button>
        </div>
      )}

      <Dialog open={isSummaryOpen} onOpenChange={setSummaryOpen}>
        <DialogContent
          title="Rain Session Complete"
          description={`You sat with the rain for ${state.durationMin} minutes.`}
        >
          <dl className="grid grid-cols-3 gap-3 text-center">
            {summaryItems.map((item) => (
              <div key={item.label} className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="mt-1 font-display text-2xl tabular-nums" data-testid={item.testId}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={reset}>New Session</Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
