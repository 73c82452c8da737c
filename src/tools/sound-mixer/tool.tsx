/** Sound mixer island (spec 2 "Sound mixer screen", §4): loading, 14 tiles, countdown, Start/Pause/Reset. */
import { Pause, Play, RotateCcw } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { BUTTON } from './parts/button-classes';
import { Slider } from '../../components/ui/slider';
import { getAudioEngine, type SoundHandle } from '../../lib/audio/audio-engine';
import { TICK_MS, useTicker } from '../../lib/clock/use-ticker';
import { logPractice } from '../../lib/practice-log/log-practice';
import { readStored, writeStored } from '../../lib/storage/storage';
import { cn } from '../../lib/ui/cn';
import { useWakeLock } from '../../lib/wake-lock/use-wake-lock';
import { prefetchSound, progressPercent } from './loader';
import {
  DURATIONS_MIN,
  FADE_STEP,
  FADE_STEP_MS,
  initialState,
  mixOf,
  transition,
  viewOf,
  type DurationMin,
  type Mix,
} from './machine';
import { keepMixBeforeShared } from './keep-mix';
import { readMixFromHash, toMix } from './mix-codec';
import Presets from './parts/presets';
import { SoundTile } from './parts/sound-tile';
import {
  MIXER_DECODE_RATE_HZ,
  MIXER_SOUNDS,
  ONE_SHOT_FIRST_DELAY_MS,
  loopOptionsOf,
  nextOneShotAt,
  type MixerKey,
  type MixerSound,
} from './sounds';
import { MIX_KEY } from './storage';

/** Ramp for gain changes between fade steps and for volume moves (s): one fade step long. */
const STEP_RAMP_SEC = FADE_STEP_MS / 1000;

/**
 * How long the spec's fade (0.1 every 50 ms) takes from `gain` to silence, in s. A loop ramps through
 * each step in one step's time, so one linear ramp this long follows the same level.
 */
const stepFadeSec = (gain: number) => (Math.ceil(gain / FADE_STEP - 1e-9) * FADE_STEP_MS) / 1000;

const ONE_SHOTS = MIXER_SOUNDS.filter((sound) => loopOptionsOf(sound) === null);

/** Warns once per sound that could not play (spec 2 §8), until it plays again. */
function warnPlayFailure(warned: Set<MixerKey>, id: MixerKey): void {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`sound mixer: could not play "${id}"`);
}

/** Every take's load status in one string, so renders follow decoding. */
function getStatusKey(): string {
  const engine = getAudioEngine();
  return MIXER_SOUNDS.flatMap((sound) =>
    sound.takes.map((take) => engine.getStatus(take.id)),
  ).join();
}

/** Starts decoding the takes of `ids` that have not been decoded (or failed, when `isRetry`). */
function decode(ids: readonly MixerKey[], isRetry = false): void {
  const engine = getAudioEngine();
  for (const sound of MIXER_SOUNDS) {
    if (!ids.includes(sound.id)) continue;
    for (const take of sound.takes) {
      const status = engine.getStatus(take.id);
      if (status === 'idle' || (isRetry && status === 'failed')) {
        void engine.load(take.id, take.sources, { sampleRateHz: MIXER_DECODE_RATE_HZ });
      }
    }
  }
}

/** The sound mixer tool. */
export default function SoundMixer() {
  const [state, dispatch] = useReducer(transition, undefined, () => initialState());
  const view = viewOf(state);
  const [fractions, setFractions] = useState<number[]>(() => MIXER_SOUNDS.map(() => 0));
  const [failed, setFailed] = useState<ReadonlySet<MixerKey>>(() => new Set());
  const statusKey = useSyncExternalStore(getAudioEngine().subscribe, getStatusKey, () => '');
  const sessionStartRef = useRef<number | null>(null);
  const oneShotsRef = useRef(
    new Map<
      MixerKey,
      {
        nextAt: number | null;
        handles: { handle: SoundHandle; endsAt: number; gain: number }[];
      }
    >(),
  );
  const appliedGainRef = useRef(new Map<MixerKey, number>());
  const warnedRef = useRef(new Set<MixerKey>());
  const percent = progressPercent(fractions, MIXER_SOUNDS.length);
  const onKeys = MIXER_SOUNDS.filter((sound) => state.channels[sound.id].isOn).map((s) => s.id);

  useTicker(
    view.isRunning || view.isFading,
    (now) => dispatch({ type: 'tick', now }),
    view.isFading ? FADE_STEP_MS : TICK_MS,
  );
  useWakeLock(view.isRunning);

  // Loading screen (spec 2 §4, §8): every file fetched once; a failure warns and counts as loaded.
  useEffect(() => {
    let isCancelled = false;
    void Promise.all(
      MIXER_SOUNDS.map(async (sound, index) => {
        const isOk = await prefetchSound(sound.id, sound.entry.sources, (fraction) => {
          if (isCancelled) return;
          setFractions((previous) => previous.map((value, i) => (i === index ? fraction : value)));
        });
        if (!isOk && !isCancelled) setFailed((previous) => new Set(previous).add(sound.id));
      }),
    ).then(() => {
      if (!isCancelled) dispatch({ type: 'loaded' });
    });
    return () => {
      isCancelled = true;
    };
  }, []);

  // After mount: a shared link wins over the mix remembered from the last visit.
  useEffect(() => {
    const stored = readStored(MIX_KEY).value;
    const shared = readMixFromHash(window.location.hash);
    // PRODUCT.md principle 5: the visitor's own mix is kept as a preset, not silently replaced
    if (shared) keepMixBeforeShared(toMix(stored), shared);
    dispatch({
      type: 'restore',
      mix: shared ?? toMix(stored),
      durationMin: stored.durationMin,
      master: stored.master,
      now: Date.now(),
    });
    if (shared) history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);
  const { isRestored, master } = state;

  const mix = mixOf(state);
  const mixJson = JSON.stringify(mix);
  useEffect(() => {
    if (!isRestored) return;
    const { on, volumes } = JSON.parse(mixJson) as Mix;
    writeStored(MIX_KEY, {
      on: [...on],
      volumes: { ...volumes },
      master,
      durationMin: state.durationMin,
    });
  }, [isRestored, mixJson, master, state.durationMin]);

  // A sound is decoded when first selected, so memory holds only what is used.
  const onKeysText = onKeys.join();
  useEffect(() => {
    if (onKeysText) decode(onKeysText.split(',') as MixerKey[]);
  }, [onKeysText]);

  // Loops follow their level: start, ramp to each fade step, stop at silence.
  useEffect(() => {
    const engine = getAudioEngine();
    const applied = appliedGainRef.current;
    for (const sound of MIXER_SOUNDS) {
      const bounds = loopOptionsOf(sound);
      if (!bounds) continue;
      const level = view.levels[sound.id];
      const isPlaying = engine.isLoopPlaying(sound.id);
      if (level > 0 && !isPlaying) {
        if (engine.playLoop(sound.id, { gain: level, fadeInSec: STEP_RAMP_SEC, ...bounds })) {
          applied.set(sound.id, level);
          warnedRef.current.delete(sound.id);
        } else if (engine.getStatus(sound.id) !== 'loading') {
          // spec 2 §8: a play failure only warns (a sound still decoding starts when it is ready)
          warnPlayFailure(warnedRef.current, sound.id);
        }
      } else if (level > 0 && applied.get(sound.id) !== level) {
        engine.setLoopGain(sound.id, level, STEP_RAMP_SEC);
        applied.set(sound.id, level);
      } else if (level === 0 && isPlaying) {
        // spec 2 §4: at zero every sound stops; the end fade has already silenced the mix
        engine.stopLoop(sound.id, { fadeOutSec: view.status === 'complete' ? 0 : STEP_RAMP_SEC });
        applied.delete(sound.id);
      }
    }
  }, [view.levels, view.status, statusKey]);

  // One-shots are scattered at natural intervals while on and running.
  useEffect(() => {
    const engine = getAudioEngine();
    const now = state.now;
    for (const sound of ONE_SHOTS) {
      const slot = oneShotsRef.current.get(sound.id) ?? { nextAt: null, handles: [] };
      oneShotsRef.current.set(sound.id, slot);
      slot.handles = slot.handles.filter((item) => item.endsAt > now);
      const channel = state.channels[sound.id];
      // A one-shot follows its channel's level as a loop does: it starts at the level and, when
      // the level falls (off, pause, volume 0), fades out over the same steps of 0.1 every 50 ms.
      const level = view.levels[sound.id];
      if (!view.isRunning || !channel.isOn || level === 0) {
        for (const item of slot.handles) {
          item.handle.stop(view.status === 'complete' ? 0 : stepFadeSec(item.gain));
        }
        slot.handles = [];
        slot.nextAt = null;
        continue;
      }
      // a take already playing follows a volume change, one fade step at a time
      for (const item of slot.handles) {
        if (item.gain === level) continue;
        item.handle.setGain(level, STEP_RAMP_SEC);
        item.gain = level;
      }
      if (slot.nextAt === null) {
        slot.nextAt = now + ONE_SHOT_FIRST_DELAY_MS;
        continue;
      }
      // why: wait until the fade in has reached the channel's volume, so a take never starts louder
      // or quieter than the level the fade has reached
      if (now < slot.nextAt || level !== channel.volume / 100) continue;
      const statuses = sound.takes.map((item) => engine.getStatus(item.id));
      const loaded = sound.takes.filter((_, index) => statuses[index] === 'loaded');
      const take = loaded[Math.floor(Math.random() * loaded.length)];
      const handle = take ? engine.playOnce(take.id, { gain: level }) : null;
      if (!take || !handle) {
        // spec 2 §8: a play failure only warns (takes still decoding are simply waited for)
        if (!statuses.includes('loading')) warnPlayFailure(warnedRef.current, sound.id);
        continue;
      }
      warnedRef.current.delete(sound.id);
      slot.handles.push({ handle, endsAt: now + take.durationSec * 1000, gain: level });
      slot.nextAt = nextOneShotAt(sound, now, Math.random);
    }
  }, [state.now, state.channels, view.isRunning, view.status, view.levels, statusKey]);

  // Master volume, and the gentle fade-out over the last seconds of a session.
  const applyMaster = useEffectEvent(() => {
    const engine = getAudioEngine();
    if (view.isEndFading) engine.setMasterVolume(0, view.remainingMs / 1000);
    else engine.setMasterVolume(master / 100, STEP_RAMP_SEC);
  });
  useEffect(() => {
    applyMaster();
  }, [view.isEndFading, master]);

  // A completed timed session goes into the practice log.
  const previousStatus = useRef(view.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = view.status;
    if (view.status !== 'complete' || before === 'complete') return;
    const endedAt = state.now;
    const startedAt = sessionStartRef.current ?? endedAt - state.durationMin * 60_000;
    sessionStartRef.current = null;
    void logPractice({
      tool: 'sound-mixer',
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      seconds: state.durationMin * 60,
    });
  }, [view.status, state.now, state.durationMin]);

  const toggle = useCallback(
    (id: MixerKey) => {
      decode([id], true);
      dispatch({ type: 'toggle', id, now: Date.now() });
    },
    [dispatch],
  );

  const start = () => {
    const now = Date.now();
    void getAudioEngine().unlock();
    if (view.status !== 'paused') sessionStartRef.current = now;
    dispatch({ type: 'start', now });
  };

  const applyMix = (next: Mix) => {
    decode(next.on, true);
    dispatch({ type: 'applyMix', mix: next, now: Date.now() });
  };

  /**
   * A tile says its sound could not load while no take is loaded or loading and the file did not
   * arrive or did not decode; a retry (turning it on again) that succeeds clears it.
   */
  const hasFailed = (sound: MixerSound): boolean => {
    const statuses = sound.takes.map((take) => getAudioEngine().getStatus(take.id));
    if (statuses.some((status) => status === 'loaded' || status === 'loading')) return false;
    return failed.has(sound.id) || statuses.every((status) => status === 'failed');
  };

  const hint = !state.isLoaded
    ? 'Loading sounds…'
    : view.isRunning
      ? `${view.selectedCount} ${view.selectedCount === 1 ? 'sound' : 'sounds'} playing`
      : view.selectedCount === 0
        ? 'Turn on one or more sounds, then press Start'
        : `${view.selectedCount} ${view.selectedCount === 1 ? 'sound' : 'sounds'} selected`;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Session"
        className="rounded-card border border-line bg-surface px-6 py-8 shadow-soft"
      >
        <div className="flex flex-col items-center gap-2">
          <p
            className="font-display text-6xl font-light text-primary tabular-nums"
            data-testid="countdown"
            role="timer"
            aria-label={`${view.countdown} remaining`}
          >
            {view.countdown}
          </p>
          <p className="flex h-7 items-center" aria-live="polite">
            {view.chip && (
              <span
                data-testid="status-chip"
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-medium',
                  view.status === 'paused'
                    ? 'bg-surface-2 text-muted'
                    : 'bg-primary-soft text-primary',
                )}
              >
                {view.chip}
              </span>
            )}
          </p>
        </div>

        <fieldset className="mt-5 flex flex-col items-center gap-2">
          <legend className="sr-only">Session length</legend>
          <div className="flex flex-wrap justify-center gap-2">
            {DURATIONS_MIN.map((minutes) => (
              <label
                key={minutes}
                className={cn(
                  'inline-flex h-10 min-w-16 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-medium transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                  state.durationMin === minutes
                    ? 'border-primary bg-primary text-primary-ink'
                    : 'border-line text-muted hover:bg-surface-2 hover:text-ink',
                  (view.status === 'running' || view.status === 'paused') &&
                    'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="radio"
                  name="session-length"
                  value={minutes}
                  className="sr-only"
                  checked={state.durationMin === minutes}
                  disabled={view.status === 'running' || view.status === 'paused'}
                  onChange={() =>
                    dispatch({ type: 'setDuration', minutes: minutes satisfies DurationMin })
                  }
                />
                {minutes} min
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-6 flex items-center justify-center gap-3">
          {view.isRunning ? (
            <button
              type="button"
              className={BUTTON.primaryLg}
              onClick={() => dispatch({ type: 'pause', now: Date.now() })}
            >
              <Pause aria-hidden size={22} />
              Pause
            </button>
          ) : (
            <button
              type="button"
              className={BUTTON.primaryLg}
              onClick={start}
              disabled={!view.canStart}
            >
              <Play aria-hidden size={22} />
              Start
            </button>
          )}
          <button
            type="button"
            className={BUTTON.secondaryLg}
            onClick={() => dispatch({ type: 'reset', now: Date.now() })}
          >
            <RotateCcw aria-hidden size={20} />
            Reset
          </button>
        </div>
        <p className="mt-4 text-center text-muted" data-testid="hint">
          {hint}
        </p>

        <div className="mx-auto mt-5 flex max-w-sm items-center gap-3">
          <label htmlFor="master-volume" className="shrink-0 text-sm text-muted">
            Master volume
          </label>
          <Slider
            id="master-volume"
            label="Master volume"
            value={master}
            onValueChange={(volume) => dispatch({ type: 'setMaster', volume })}
          />
          <output
            htmlFor="master-volume"
            className="w-8 text-right text-sm text-muted tabular-nums"
          >
            {master}
          </output>
        </div>
      </section>

      <section aria-label="Sounds" className="relative">
        {!state.isLoaded && (
          <div className="absolute inset-0 z-10 flex justify-center rounded-card bg-bg/70 pt-10 backdrop-blur-[1px]">
            <div
              className="h-fit w-64 rounded-card border border-line bg-surface p-5 text-center shadow-soft"
              data-testid="loading"
            >
              <p className="font-medium">Loading sounds… {percent}%</p>
              <div
                role="progressbar"
                aria-label="Loading sounds"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
          </div>
        )}
        <ul
          className="grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          inert={!state.isLoaded}
          data-testid="tiles"
          data-ready={state.isLoaded}
        >
          {MIXER_SOUNDS.map((sound) => (
            <SoundTile
              key={sound.id}
              sound={sound}
              isOn={state.channels[sound.id].isOn}
              volume={state.channels[sound.id].volume}
              level={view.levels[sound.id]}
              hasFailed={hasFailed(sound)}
              onToggle={() => toggle(sound.id)}
              onVolume={(volume) => dispatch({ type: 'setVolume', id: sound.id, volume })}
            />
          ))}
        </ul>
      </section>

      <Presets mix={mix} onApply={applyMix} />
    </div>
  );
}
