/**
 * The sound mixer as a pure state machine (docs/tools/sound-mixer.md#behaviour) on the session kit. Time enters as
 * `now`, chance as a seed in the state, and the audio engine's load results as events, so every fade,
 * every one-shot and every failure is decided here and tested; the island only makes it sound.
 *
 * A sound turned on is heard at once, as in Moodist (issue: "without hunting for Start"): the mixer is
 * then `listening`, with no countdown. Start runs the spec's timed session (countdown, 'Session Active',
 * at zero every sound stops and 'Session Complete'); Pause silences either; Reset clears everything.
 * A sound is playable as soon as its own file has decoded (issue 27: the tapped sound first; no tile
 * waits for the other 13), so nothing here waits for a loading screen.
 */
import type { AudioLoadStatus } from '../../lib/audio/sound-bank';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  leaveRecordOfSession,
  restoreSession,
  toSessionSnapshot,
  getSessionDeadline,
  getSessionRemainingMs,
  getSessionStatus,
  pauseSession,
  resetSession,
  resumeSession,
  setSessionDuration,
  startSession,
  tickSession,
  toSessionRecord,
  type SessionStatus,
  type TimedSession,
  type TransportEvent,
} from '../../lib/session/timed-session';
import { formatClock } from '../../lib/clock/format-clock';
import { FADE_STEP_MS, fadeTo, isFadeDone, levelAt, type Fade } from './fades';
import { stepOneShots, type OneShotStep, type Slot } from './one-shots';
import { MIXER_SOUNDS, isMixerKey, isOneShot, type MixerKey, type MixerSound } from './sounds';

/** The tool's slug. */
export const TOOL = 'sound-mixer';
/** Session lengths in minutes (docs/tools/sound-mixer.md#constants). */
export const DURATIONS_MIN = [5, 10, 15, 30, 60] as const;
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Default session length in minutes (docs/tools/sound-mixer.md#constants). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** Default volume of every sound, 0–1 (docs/tools/sound-mixer.md#data, #constants: 70, shown 0–100). */
export const DEFAULT_VOLUME = 0.7;
/** Volumes move in hundredths (docs/tools/sound-mixer.md#validation: an integer 0–100 on screen). */
export const VOLUME_STEP = 0.01;
/** The last stretch of a timed session over which the mix fades out instead of cutting (ms). */
export const END_FADE_MS = 5_000;

/** Status chip texts (docs/tools/sound-mixer.md#screen). */
export const CHIP_ACTIVE = 'Session Active';
export const CHIP_COMPLETE = 'Session Complete';
/** Chip while paused (the spec is silent; the session is kept, so say so). */
export const CHIP_PAUSED = 'Paused';

/** One sound's selection. */
export interface Channel {
  readonly isOn: boolean;
  /** Volume 0–1 in hundredths. */
  readonly volume: number;
  /** The fade under way, if any; without one the gain is the target. */
  readonly fade: Fade | null;
}

/** A mix to apply (preset, share link, restored selection): on sounds and volumes 0–1. */
export interface Mix {
  readonly on: readonly MixerKey[];
  readonly volumes: Partial<Record<MixerKey, number>>;
}

/** The mix as kept between visits (issue 24, as Moodist): selection, volumes, master and length. */
export interface KeptMix {
  /** Keys of the sounds that are on (unknown keys are ignored on use). */
  readonly on: readonly string[];
  /** Volume 0–1 in hundredths per key. */
  readonly volumes: Readonly<Record<string, number>>;
  /** Master volume 0–1 in hundredths. */
  readonly master: number;
  /** Session length in minutes. */
  readonly durationMin: DurationMin;
}

/** The mixer's settings as the kit keeps them: the mix, under its one spec key. */
export interface Settings {
  readonly mix: KeptMix;
}

/** A timed session under way, kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly durationMin: DurationMin;
}

/** A stored mix or preset as a mix of known sounds (unknown keys dropped). */
export function toMix(stored: {
  on: readonly string[];
  volumes: Readonly<Record<string, number>>;
}): Mix {
  return {
    on: stored.on.filter(isMixerKey),
    volumes: Object.fromEntries(Object.entries(stored.volumes).filter(([id]) => isMixerKey(id))),
  };
}

/** Everything the mixer remembers. */
export interface State {
  /** The engine's load status of every take, by engine id. */
  readonly takeStatus: Readonly<Record<string, AudioLoadStatus>>;
  readonly channels: Readonly<Record<MixerKey, Channel>>;
  readonly durationMin: DurationMin;
  /** Master volume 0–1 (beyond the spec, as in Moodist). */
  readonly master: number;
  /** The remembered or shared mix has been applied after mount (saving may begin). */
  readonly isRestored: boolean;
  /** Sounds play without a timed session (a sound was turned on while nothing played). */
  readonly isListening: boolean;
  /** Rises with every change the visitor makes to the mix, so the island saves it once per change. */
  readonly revision: number;
  readonly session: TimedSession;
  /** The one-shots' schedule and the seed their chance comes from. */
  readonly oneShots: OneShotStep;
  /** Latest wall time seen (ms). */
  readonly now: number;
}

/** Things that can happen to the mixer. */
export type Event =
  | { type: 'setTakeStatus'; takeStatus: Readonly<Record<string, AudioLoadStatus>>; now: number }
  | { type: 'toggle'; id: MixerKey; now: number }
  | { type: 'setVolume'; id: MixerKey; volume: number; now: number }
  | { type: 'setDuration'; durationMin: DurationMin; now: number }
  | {
      type: 'applyMix';
      mix: Mix;
      /** A visitor's one-tap mix plays at once when nothing is playing (restoring a mix does not). */
      isPlayed?: boolean;
      now: number;
    }
  | { type: 'setMaster'; volume: number; now: number }
  /**
   * What the kit kept: the mix (after mount, or changed in another tab) and a timed session that was
   * under way. The one-shots' chance is seeded from the time of the first restore.
   */
  | RestoreEvent<Partial<Settings>, Snapshot>
  | TransportEvent
  /** Ends the timer without ending the sound: a running mix goes on listening (issue 24). */
  | { type: 'stopTimer'; now: number }
  /** Play what is selected again (lock screen, headset): resumes a paused session, else listens. */
  | { type: 'play'; now: number };

/** Clamps a volume to 0–1 in hundredths (docs/tools/sound-mixer.md#validation: an integer 0–100 on screen). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, Math.round(volume / VOLUME_STEP) * VOLUME_STEP * 100) / 100);
}

/** A mixer with nothing selected, every volume at 0.7 and a 5-minute countdown. */
export function initialState(now = 0): State {
  const channels = Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [sound.id, { isOn: false, volume: DEFAULT_VOLUME, fade: null }]),
  ) as Record<MixerKey, Channel>;
  return {
    takeStatus: {},
    channels,
    durationMin: DEFAULT_DURATION_MIN,
    master: 1,
    isRestored: false,
    isListening: false,
    revision: 0,
    session: createSession(DEFAULT_DURATION_MIN * 60_000),
    oneShots: { slots: {}, seed: 1, seq: 0 },
    now,
  };
}

const isRunningOf = (state: State) => getSessionStatus(state.session) === 'running';

/** Whether the selected sounds are heard: a timed session runs, or the mixer is listening. */
export function isAudibleOf(state: State): boolean {
  return isRunningOf(state) || state.isListening;
}

/** The gain a channel aims for: its volume while it is on and audible, else silence. */
function targetOf(channel: Channel, isAudible: boolean): number {
  return isAudible && channel.isOn ? channel.volume : 0;
}

/** The gain of a channel at `now`, 0..1. */
export function levelOf(channel: Channel, isAudible: boolean, now: number): number {
  return levelAt(channel.fade, targetOf(channel, isAudible), now);
}

function mapChannels(
  channels: Readonly<Record<MixerKey, Channel>>,
  change: (channel: Channel, id: MixerKey) => Channel,
): Record<MixerKey, Channel> {
  return Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [sound.id, change(channels[sound.id], sound.id)]),
  ) as Record<MixerKey, Channel>;
}

/** Moves every channel to its `next` selection, fading each whose target changed from where it is. */
function retarget(
  state: State,
  next: Record<MixerKey, Channel>,
  wasRunning: boolean,
  isRunning: boolean,
  now: number,
): Record<MixerKey, Channel> {
  return mapChannels(next, (after, id) => ({
    ...after,
    fade: fadeTo(levelOf(state.channels[id], wasRunning, now), targetOf(after, isRunning), now),
  }));
}

/** Whether at least one sound is on. */
export function hasSelection(state: State): boolean {
  return MIXER_SOUNDS.some((sound) => state.channels[sound.id].isOn);
}

function statusesOf(state: State, sound: MixerSound): AudioLoadStatus[] {
  return sound.takes.map((take) => state.takeStatus[take.id] ?? 'idle');
}

/** A sound whose tile says it could not load: no take arrived or decoded. */
function hasFailed(state: State, sound: MixerSound): boolean {
  return statusesOf(state, sound).every((status) => status === 'failed');
}

/**
 * Whether Start (or resume) is allowed: a sound on (docs/tools/sound-mixer.md#behaviour, #validation) that
 * can play. The screen rule waits for all 14 files; docs/decisions.md#the-mixer-sounds-at-the-first-tap lets each
 * sound play once its own file is in, so a chosen sound still loading counts. When every chosen sound failed to load, there is nothing to start.
 */
export function canStart(state: State): boolean {
  return (
    !isRunningOf(state) &&
    MIXER_SOUNDS.some((sound) => state.channels[sound.id].isOn && !hasFailed(state, sound))
  );
}

/** Advances the one-shots to the state's `now` (run after every event). */
function settleOneShots(state: State): State {
  const isAudible = isAudibleOf(state);
  const inputs = MIXER_SOUNDS.filter(isOneShot).map((sound) => {
    const channel = state.channels[sound.id];
    const level = levelOf(channel, isAudible, state.now);
    return {
      id: sound.id,
      isActive: isAudible && channel.isOn && level > 0,
      isSettled: level === channel.volume,
      readyTakes: sound.takes.filter((take) => state.takeStatus[take.id] === 'loaded'),
      durationSec: sound.entry.durationSec,
    };
  });
  const oneShots = stepOneShots(inputs, state.oneShots, state.now);
  const isSame =
    oneShots.seq === state.oneShots.seq &&
    inputs.every((input) => oneShots.slots[input.id] === state.oneShots.slots[input.id]);
  return isSame ? state : { ...state, oneShots };
}

function changed(state: State, next: Partial<State>): State {
  return { ...state, ...next, revision: state.revision + 1 };
}

/** The state with everything audible moved to `next` audibility, fading each channel from where it is. */
function withAudibility(state: State, next: Partial<State>, now: number): State {
  const after = { ...state, ...next };
  return {
    ...after,
    channels: retarget(state, { ...after.channels }, isAudibleOf(state), isAudibleOf(after), now),
  };
}

/** The next state, before the one-shots are advanced. */
function apply(state: State, event: Event): State {
  const isAudible = isAudibleOf(state);
  switch (event.type) {
    case 'setTakeStatus':
      return { ...state, takeStatus: event.takeStatus };
    case 'toggle': {
      const next = mapChannels(state.channels, (channel, id) =>
        id === event.id ? { ...channel, isOn: !channel.isOn } : channel,
      );
      const isTurningOn = next[event.id].isOn;
      // A sound turned on while nothing plays is heard at once: a paused session resumes, otherwise
      // the mixer listens without a countdown until Start, Pause or Reset.
      if (isTurningOn && !isAudible) {
        const status = getSessionStatus(state.session);
        const playing =
          status === 'paused'
            ? { session: resumeSession(state.session, event.now) }
            : { isListening: true };
        return changed(withAudibility(state, { channels: next, ...playing }, event.now), {});
      }
      const isLastOff = !isTurningOn && !MIXER_SOUNDS.some((sound) => next[sound.id].isOn);
      // Turning the last sound off while listening leaves nothing to hear: listening ends.
      if (isLastOff && state.isListening && !isRunningOf(state)) {
        return changed(
          withAudibility(state, { channels: next, isListening: false }, event.now),
          {},
        );
      }
      return changed(state, { channels: retarget(state, next, isAudible, isAudible, event.now) });
    }
    case 'setVolume':
      return changed(state, {
        channels: mapChannels(state.channels, (channel, id) =>
          id === event.id ? { ...channel, volume: clampVolume(event.volume), fade: null } : channel,
        ),
      });
    case 'setDuration': {
      const session = setSessionDuration(state.session, event.durationMin * 60_000);
      return session === state.session && state.durationMin === event.durationMin
        ? state
        : changed(state, { durationMin: event.durationMin, session });
    }
    case 'applyMix': {
      const next = mapChannels(state.channels, (channel, id) => ({
        isOn: event.mix.on.includes(id),
        volume: clampVolume(event.mix.volumes[id] ?? DEFAULT_VOLUME),
        fade: channel.fade,
      }));
      if (event.isPlayed === true && !isAudible && event.mix.on.length > 0) {
        return changed(withAudibility(state, { channels: next, isListening: true }, event.now), {});
      }
      return changed(state, { channels: retarget(state, next, isAudible, isAudible, event.now) });
    }
    case 'setMaster':
      return changed(state, { master: clampVolume(event.volume) });
    case 'restore': {
      const { settings, snapshot, now } = event;
      const status = getSessionStatus(state.session);
      // another tab's mix never changes one that is playing here or a session under way
      const isBusy = isAudibleOf(state) || status === 'running' || status === 'paused';
      let next = state;
      if (settings.mix && !isBusy) {
        const { mix } = settings;
        const applied = apply(state, { type: 'applyMix', mix: toMix(mix), now });
        const sized = apply(applied, { type: 'setDuration', durationMin: mix.durationMin, now });
        next = { ...sized, master: clampVolume(mix.master) };
      }
      if (!state.isRestored) {
        next = { ...next, isRestored: true, oneShots: { ...next.oneShots, seed: now >>> 0 } };
      }
      if (!snapshot || isBusy) return next;
      // A timer that was running comes back paused where the wall clock says (the browser plays only
      // after a tap: Play resumes it), or complete once if it ended while the page was gone.
      const session = restoreSession(snapshot.session, next.session.completions, now, true);
      return { ...next, durationMin: snapshot.durationMin, session, isListening: false };
    }
    case 'start': {
      if (!canStart(state) || getSessionStatus(state.session) === 'paused') return state;
      // docs/tools/sound-mixer.md#behaviour: Start runs the timed session; sounds already heard carry on without a new fade
      return withAudibility(
        state,
        { session: startSession(state.session, event.now), isListening: false },
        event.now,
      );
    }
    case 'resume': {
      if (!canStart(state) || getSessionStatus(state.session) !== 'paused') return state;
      return withAudibility(state, { session: resumeSession(state.session, event.now) }, event.now);
    }
    case 'play': {
      if (isAudible || !canStart(state)) return state;
      if (getSessionStatus(state.session) === 'paused') {
        return apply(state, { type: 'resume', now: event.now });
      }
      return withAudibility(state, { isListening: true }, event.now);
    }
    case 'pause': {
      const ticked = apply(state, { type: 'tick', now: event.now });
      if (isRunningOf(ticked)) {
        return withAudibility(
          ticked,
          { session: pauseSession(ticked.session, event.now) },
          event.now,
        );
      }
      return ticked.isListening
        ? withAudibility(ticked, { isListening: false }, event.now)
        : ticked;
    }
    case 'stopTimer': {
      const ticked = apply(state, { type: 'tick', now: event.now });
      const status = getSessionStatus(ticked.session);
      if (status === 'idle') return ticked;
      // a running timer's sound goes on without it; a paused or finished one leaves silence
      return withAudibility(
        ticked,
        { session: resetSession(ticked.session), isListening: status === 'running' },
        event.now,
      );
    }
    case 'reset': {
      const cleared = mapChannels(state.channels, (channel) => ({ ...channel, isOn: false }));
      return changed(state, {
        session: resetSession(state.session),
        isListening: false,
        channels: retarget(state, cleared, isAudible, false, event.now),
      });
    }
    case 'tick': {
      const session = tickSession(state.session, event.now);
      // docs/tools/sound-mixer.md#behaviour: at zero every sound stops (and starts from its beginning next time)
      const isComplete =
        getSessionStatus(session) === 'complete' && getSessionStatus(state.session) !== 'complete';
      const channels = isComplete
        ? mapChannels(state.channels, (channel) => ({ ...channel, fade: null }))
        : mapChannels(state.channels, (channel) =>
            channel.fade && isFadeDone(channel.fade, event.now)
              ? { ...channel, fade: null }
              : channel,
          );
      return { ...state, session, channels };
    }
  }
}

/** The next state. */
export function transition(state: State, event: Event): State {
  const next = apply(state, event);
  const now = Math.max(state.now, event.now);
  return settleOneShots(next.now === now ? next : { ...next, now });
}

/** Everything the screen shows, derived from the state. */
export interface View {
  readonly status: SessionStatus;
  readonly isRunning: boolean;
  /** The selected sounds are heard (a session runs, or the mixer listens without one). */
  readonly isAudible: boolean;
  /** Listening without a countdown. */
  readonly isListening: boolean;
  readonly canStart: boolean;
  /** Remaining time as MM:SS, rounded up so 00:00 shows only at the end. */
  readonly countdown: string;
  readonly remainingMs: number;
  readonly chip: string | null;
  /** Gain of every sound now, 0..1. */
  readonly levels: Readonly<Record<MixerKey, number>>;
  /**
   * Gain of every sound at the next fade step (FADE_STEP_MS on): the audio ramps towards it, so a sound
   * turned on starts sounding at the tap and reaches each step on time (not one step late).
   */
  readonly levelsAhead: Readonly<Record<MixerKey, number>>;
  /** A fade is under way: tick every FADE_STEP_MS. */
  readonly isFading: boolean;
  /** In the last END_FADE_MS of a running session, the mix fades out. */
  readonly isEndFading: boolean;
  /** How many sounds are on. */
  readonly selectedCount: number;
  /** Sounds whose tile says it could not load (the file did not arrive, or no take decoded). */
  readonly failed: readonly MixerKey[];
  /** Sounds that are on but not decoded yet: their tile says 'Loading…' until they play. */
  readonly loading: readonly MixerKey[];
  /** Sounds that should be playing but cannot (docs/tools/sound-mixer.md#errors: a play failure only warns). */
  readonly unplayable: readonly MixerKey[];
  /** One-shot takes sounding, by sound. */
  readonly oneShotPlays: Readonly<Record<string, Slot['plays']>>;
}

const CHIPS: Record<SessionStatus, string | null> = {
  idle: null,
  running: CHIP_ACTIVE,
  paused: CHIP_PAUSED,
  complete: CHIP_COMPLETE,
};

/** Derives the view at the state's `now`. */
export function viewOf(state: State): View {
  const isRunning = isRunningOf(state);
  const isAudible = isAudibleOf(state);
  const status = getSessionStatus(state.session);
  const remainingMs = getSessionRemainingMs(state.session) ?? 0;
  const levels = Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [
      sound.id,
      levelOf(state.channels[sound.id], isAudible, state.now),
    ]),
  ) as Record<MixerKey, number>;
  const levelsAhead = Object.fromEntries(
    MIXER_SOUNDS.map((sound) => [
      sound.id,
      levelOf(state.channels[sound.id], isAudible, state.now + FADE_STEP_MS),
    ]),
  ) as Record<MixerKey, number>;
  return {
    status,
    isRunning,
    isAudible,
    isListening: state.isListening && !isRunning,
    canStart: canStart(state),
    countdown: formatClock(Math.ceil(remainingMs / 1000)),
    remainingMs,
    chip: CHIPS[status],
    levels,
    levelsAhead,
    isFading: MIXER_SOUNDS.some((sound) => {
      const { fade } = state.channels[sound.id];
      return fade !== null && !isFadeDone(fade, state.now);
    }),
    isEndFading: isRunning && remainingMs <= END_FADE_MS,
    selectedCount: MIXER_SOUNDS.filter((sound) => state.channels[sound.id].isOn).length,
    failed: MIXER_SOUNDS.filter((sound) => hasFailed(state, sound)).map((sound) => sound.id),
    loading: MIXER_SOUNDS.filter(
      (sound) =>
        state.channels[sound.id].isOn &&
        !hasFailed(state, sound) &&
        !statusesOf(state, sound).includes('loaded'),
    ).map((sound) => sound.id),
    unplayable: MIXER_SOUNDS.filter(
      (sound) =>
        isAudible &&
        state.channels[sound.id].isOn &&
        statusesOf(state, sound).every((s) => s === 'failed'),
    ).map((sound) => sound.id),
    oneShotPlays: Object.fromEntries(
      Object.entries(state.oneShots.slots).map(([id, slot]) => [id, slot.plays]),
    ),
  };
}

/** Whether two mixes have the same sounds on and the same volumes. */
export function isSameMix(a: Mix, b: Mix): boolean {
  return (
    a.on.join() === b.on.join() &&
    MIXER_SOUNDS.every((sound) => a.volumes[sound.id] === b.volumes[sound.id])
  );
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

/** What the session hook wires: the ticker also runs while a fade is under way. */
export function factsOf(state: State): SessionFacts {
  const view = viewOf(state);
  return {
    isRunning: view.isRunning,
    isTicking: view.isAudible || view.isFading,
    ...(view.isFading ? { tickMs: FADE_STEP_MS } : {}),
    wakeAt: getSessionDeadline(state.session),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The mix as the kit keeps it. */
export function settingsOf(state: State): Settings {
  const { on, volumes } = mixOf(state);
  return { mix: { on, volumes, master: state.master, durationMin: state.durationMin } };
}

/** A timed session under way, or null. */
export function snapshotOf(state: State): Snapshot | null {
  const status = getSessionStatus(state.session);
  return status === 'running' || status === 'paused'
    ? { session: toSessionSnapshot(state.session), durationMin: state.durationMin }
    : null;
}

/** The mixer on the session kit; Space starts, pauses and resumes. */
export const soundMixer: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition,
  viewOf,
  factsOf,
  settingsOf,
  snapshotOf,
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  // Space is the one play/pause of the sound (issue 24); the timer is its own button
  spaceEventOf: (state) => {
    if (isAudibleOf(state)) return { type: 'pause' };
    return canStart(state) ? { type: 'play' } : null;
  },
};
