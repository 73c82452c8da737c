/**
 * The sound mixer as a pure state machine (spec 2 §4 "Sound mixer"). Time enters as data: the countdown
 * is a wall-clock session clock and every fade is a function of when it began, so a throttled tab
 * neither drifts nor fades slower.
 */
import {
  createClock,
  getRemainingMs,
  pauseClock,
  resumeClock,
  startClock,
  tickClock,
  type SessionClock,
} from '../../lib/clock/session-clock';
import { formatClock } from '../../lib/clock/format-clock';
import { MIXER_SOUNDS, type MixerKey } from './sounds';

/** Session lengths in minutes (spec 2 §9). */
export const DURATIONS_MIN = [5, 10, 15, 30, 60] as const;
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Default session length in minutes (spec 2 §9). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** Default volume of every sound, 0–100 (spec 2 §3, §9). */
export const DEFAULT_VOLUME = 70;
/** Gain added or removed at each fade step (spec 2 §4, §9). */
export const FADE_STEP = 0.1;
/** Time between fade steps in ms (spec 2 §4, §9). */
export const FADE_STEP_MS = 50;
/** The last stretch of a timed session over which the mix fades out instead of cutting (ms). */
export const END_FADE_MS = 5_000;

/** Status chip texts (spec 2 "Sound mixer screen"). */
export const CHIP_ACTIVE = 'Session Active';
export const CHIP_COMPLETE = 'Session Complete';
/** Chip while paused (the spec is silent; the session is kept, so say so). */
export const CHIP_PAUSED = 'Paused';

/** A fade in progress: from one gain to another in FADE_STEP steps every FADE_STEP_MS. */
export interface Fade {
  readonly from: number;
  readonly to: number;
  /** Wall time (ms) the fade began. */
  readonly startedAt: number;
}

/** One sound's selection. */
export interface Channel {
  readonly isOn: boolean;
  /** Volume 0–100, an integer (spec 2 §5). */
  readonly volume: number;
  /** The fade under way, if any; without one the gain is the target. */
  readonly fade: Fade | null;
}

/** A mix to apply (preset, share link, restored selection): on sounds and volumes. */
export interface Mix {
  readonly on: readonly MixerKey[];
  readonly volumes: Partial<Record<MixerKey, number>>;
}

/** Everything the mixer remembers. */
export interface State {
  /** All 14 files have loaded or failed (spec 2 §4, §8). */
  readonly isLoaded: boolean;
  readonly channels: Readonly<Record<MixerKey, Channel>>;
  readonly durationMin: DurationMin;
  /** Master volume 0–100 (beyond the spec, as in Moodist). */
  readonly master: number;
  /** The remembered or shared mix has been applied after mount (saving may begin). */
  readonly isRestored: boolean;
  readonly clock: SessionClock;
  /** Latest wall time seen (ms). */
  readonly now: number;
}

/** Things that can happen to the mixer. */
export type Event =
  | { type: 'loaded' }
  | { type: 'toggle'; id: MixerKey; now: number }
  | { type: 'setVolume'; id: MixerKey; volume: number }
  | { type: 'setDuration'; minutes: DurationMin }
  | { type: 'applyMix'; mix: Mix; now: number }
  | { type: 'setMaster'; volume: number }
  | { type: 'restore'; mix: Mix; durationMin: DurationMin; master: number; now: number }
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'reset'; now: number }
  | { type: 'tick'; now: number };

const minutesToMs = (minutes: number) => minutes * 60_000;

/** Clamps a volume to an integer 0–100 (spec 2 §5). */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(100, Math.max(0, Math.round(volume))) : DEFAULT_VOLUME;
}

/** A mixer with nothing selected, every volume at 70 and a 5-minute countdown, still loading. */
export function initialState(now = 0): State {
  const channels = Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [sound.id, { isOn: false, volume: DEFAULT_VOLUME, fade: null }]),
  ) as Record<MixerKey, Channel>;
  return {
    isLoaded: false,
    channels,
    durationMin: DEFAULT_DURATION_MIN,
    master: 100,
    isRestored: false,
    clock: createClock(minutesToMs(DEFAULT_DURATION_MIN)),
    now,
  };
}

/** Where a fade is at `now`: whole steps of FADE_STEP every FADE_STEP_MS, never past its end. */
export function fadeLevel(fade: Fade, now: number): number {
  const steps = Math.max(0, Math.floor((now - fade.startedAt) / FADE_STEP_MS));
  const moved = steps * FADE_STEP;
  const level =
    fade.to >= fade.from
      ? Math.min(fade.to, fade.from + moved)
      : Math.max(fade.to, fade.from - moved);
  // why: 0.7 - 0.2 is 0.49999999999999994 in floating point; gains are kept to 1/1000
  return Math.round(level * 1000) / 1000;
}

const isAudible = (state: State) => state.clock.status === 'running';

/** The gain a channel aims for: its volume while it is on and the session runs, else silence. */
function targetOf(channel: Channel, isRunning: boolean): number {
  return isRunning && channel.isOn ? channel.volume / 100 : 0;
}

/** The gain of a channel at `now`, 0..1. */
export function levelOf(channel: Channel, isRunning: boolean, now: number): number {
  return channel.fade ? fadeLevel(channel.fade, now) : targetOf(channel, isRunning);
}

/** Moves every channel to `next` selections and fades each whose target changed from where it is. */
function retarget(
  state: State,
  nextChannels: Record<MixerKey, Channel>,
  wasRunning: boolean,
  isRunning: boolean,
  now: number,
): Record<MixerKey, Channel> {
  const result = { ...nextChannels };
  for (const sound of MIXER_SOUNDS) {
    const before = state.channels[sound.id];
    const after = nextChannels[sound.id];
    const from = levelOf(before, wasRunning, now);
    const to = targetOf(after, isRunning);
    result[sound.id] = { ...after, fade: from === to ? null : { from, to, startedAt: now } };
  }
  return result;
}

function mapChannels(
  state: State,
  change: (channel: Channel, id: MixerKey) => Channel,
): Record<MixerKey, Channel> {
  return Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [sound.id, change(state.channels[sound.id], sound.id)]),
  ) as Record<MixerKey, Channel>;
}

/** Whether at least one sound is on. */
export function hasSelection(state: State): boolean {
  return MIXER_SOUNDS.some((sound) => state.channels[sound.id].isOn);
}

/** Whether Start is allowed: everything loaded and a sound on (spec 2 §4, §5). */
export function canStart(state: State): boolean {
  return state.isLoaded && hasSelection(state) && state.clock.status !== 'running';
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'loaded':
      return state.isLoaded ? state : { ...state, isLoaded: true };
    case 'toggle': {
      const running = isAudible(state);
      const next = mapChannels(state, (channel, id) =>
        id === event.id ? { ...channel, isOn: !channel.isOn } : channel,
      );
      return {
        ...state,
        now: event.now,
        channels: retarget(state, next, running, running, event.now),
      };
    }
    case 'setVolume':
      return {
        ...state,
        channels: mapChannels(state, (channel, id) =>
          id === event.id ? { ...channel, volume: clampVolume(event.volume), fade: null } : channel,
        ),
      };
    case 'setDuration': {
      if (state.clock.status === 'running' || state.clock.status === 'paused') return state;
      return {
        ...state,
        durationMin: event.minutes,
        clock: createClock(minutesToMs(event.minutes)),
      };
    }
    case 'applyMix': {
      const running = isAudible(state);
      const next = mapChannels(state, (channel, id) => ({
        isOn: event.mix.on.includes(id),
        volume: clampVolume(event.mix.volumes[id] ?? DEFAULT_VOLUME),
        fade: channel.fade,
      }));
      return {
        ...state,
        now: event.now,
        channels: retarget(state, next, running, running, event.now),
      };
    }
    case 'setMaster':
      return { ...state, master: clampVolume(event.volume) };
    case 'restore': {
      const applied = transition(state, { type: 'applyMix', mix: event.mix, now: event.now });
      return {
        ...transition(applied, { type: 'setDuration', minutes: event.durationMin }),
        master: clampVolume(event.master),
        isRestored: true,
      };
    }
    case 'start': {
      if (!canStart(state)) return state;
      const clock =
        state.clock.status === 'paused'
          ? resumeClock(state.clock, event.now)
          : startClock(createClock(minutesToMs(state.durationMin)), event.now);
      return {
        ...state,
        now: event.now,
        clock,
        channels: retarget(state, { ...state.channels }, false, true, event.now),
      };
    }
    case 'pause': {
      const ticked = transition(state, { type: 'tick', now: event.now });
      if (ticked.clock.status !== 'running') return ticked;
      return {
        ...ticked,
        clock: pauseClock(ticked.clock, event.now),
        channels: retarget(ticked, { ...ticked.channels }, true, false, event.now),
      };
    }
    case 'reset': {
      const cleared = mapChannels(state, (channel) => ({ ...channel, isOn: false }));
      return {
        ...state,
        now: event.now,
        clock: createClock(minutesToMs(state.durationMin)),
        channels: retarget(state, cleared, isAudible(state), false, event.now),
      };
    }
    case 'tick': {
      const { clock, didComplete } = tickClock(state.clock, event.now);
      // spec 2 §4: at zero every sound stops (and starts from its beginning next time)
      const channels = didComplete
        ? mapChannels(state, (channel) => ({ ...channel, fade: null }))
        : state.channels;
      return { ...state, now: Math.max(state.now, event.now), clock, channels };
    }
  }
}

/** Everything the screen shows, derived from the state. */
export interface View {
  readonly status: SessionClock['status'];
  readonly isRunning: boolean;
  readonly canStart: boolean;
  /** Remaining time as m:ss or h:mm:ss. */
  readonly countdown: string;
  readonly remainingMs: number;
  readonly chip: string | null;
  /** Gain of every sound now, 0..1. */
  readonly levels: Readonly<Record<MixerKey, number>>;
  /** A fade is under way: tick every FADE_STEP_MS. */
  readonly isFading: boolean;
  /** In the last END_FADE_MS of a running session, the mix fades out. */
  readonly isEndFading: boolean;
  /** How many sounds are on. */
  readonly selectedCount: number;
}

/** Derives the view at the state's `now`. */
export function viewOf(state: State): View {
  const isRunning = isAudible(state);
  const remainingMs = getRemainingMs(state.clock, state.now) ?? 0;
  const levels = Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [
      sound.id,
      levelOf(state.channels[sound.id], isRunning, state.now),
    ]),
  ) as Record<MixerKey, number>;
  const isFading = MIXER_SOUNDS.some((sound) => {
    const { fade } = state.channels[sound.id];
    return fade !== null && fadeLevel(fade, state.now) !== fade.to;
  });
  const chips = { idle: null, running: CHIP_ACTIVE, paused: CHIP_PAUSED, complete: CHIP_COMPLETE };
  return {
    status: state.clock.status,
    isRunning,
    canStart: canStart(state),
    // rounded up, so 00:00 shows only at the end
    countdown: formatClock(Math.ceil(remainingMs / 1000)),
    remainingMs,
    chip: chips[state.clock.status],
    levels,
    isFading,
    isEndFading: isRunning && remainingMs <= END_FADE_MS,
    selectedCount: MIXER_SOUNDS.filter((sound) => state.channels[sound.id].isOn).length,
  };
}

/** The current selection as a mix (for storage, presets and share links). */
export function mixOf(state: State): Mix {
  return {
    on: MIXER_SOUNDS.filter((sound) => state.channels[sound.id].isOn).map((sound) => sound.id),
    volumes: Object.fromEntries(
      MIXER_SOUNDS.map((sound) => [sound.id, state.channels[sound.id].volume]),
    ),
  };
}
