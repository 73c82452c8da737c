import { describe, expect, it } from 'vitest';
import {
  CHIP_ACTIVE,
  CHIP_COMPLETE,
  CHIP_PAUSED,
  DEFAULT_DURATION_MIN,
  DEFAULT_VOLUME,
  DURATIONS_MIN,
  END_FADE_MS,
  clampVolume,
  factsOf,
  initialState,
  isSameMix,
  soundMixer,
  mixOf,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';
import { FADE_STEP, FADE_STEP_MS, fadeLevel } from './fades';
import { MIXER_SOUNDS } from './sounds';

const T0 = 1_700_000_000_000;
const at = (ms: number) => T0 + ms;
const run = (state: State, ...events: Event[]) => events.reduce(transition, state);
const loaded = () => initialState(T0);
/** Rain and ocean on, started at T0. */
const playing = () =>
  run(
    loaded(),
    { type: 'toggle', id: 'rain', now: T0 },
    { type: 'toggle', id: 'ocean', now: T0 },
    { type: 'start', now: T0 },
  );
const tickAt = (state: State, ms: number) => transition(state, { type: 'tick', now: at(ms) });

describe('sound mixer machine', () => {
  it('has the spec constants: 14 sounds, volume 70, 5–60 min (default 5), 0.1 every 50 ms', () => {
    expect(MIXER_SOUNDS.map((sound) => sound.name)).toEqual([
      'Rain',
      'Thunder',
      'Ocean',
      'Wind',
      'Forest',
      'Fire',
      'Violin',
      'Flute',
      'Dinosaur',
      'Lion Roar',
      'Horse Riding',
      'Crickets',
      'Traffic',
      'Seagulls',
    ]);
    expect(new Set(MIXER_SOUNDS.map((sound) => sound.category))).toEqual(
      new Set(['Nature', 'Ambient', 'Music', 'Effects', 'Animal', 'Urban']),
    );
    expect(DURATIONS_MIN).toEqual([5, 10, 15, 30, 60]);
    expect([DEFAULT_DURATION_MIN, DEFAULT_VOLUME, FADE_STEP, FADE_STEP_MS]).toEqual([
      5, 0.7, 0.1, 50,
    ]);
  });

  it('starts loading, with nothing on, every volume 0.7 (70 on screen) and 05:00 on the clock', () => {
    const view = viewOf(initialState(T0));
    expect(view).toMatchObject({ status: 'idle', canStart: false, countdown: '05:00', chip: null });
    expect(Object.values(initialState().channels).every((c) => c.volume === 0.7 && !c.isOn)).toBe(
      true,
    );
  });

  it('enables Start once a sound is on, without waiting for the other files (issue 27)', () => {
    expect(viewOf(loaded()).canStart).toBe(false);
    expect(transition(loaded(), { type: 'start', now: T0 }).session.clock.status).toBe('idle');
    const selected = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    expect(viewOf(selected).canStart).toBe(true);
    expect(run(selected, { type: 'start', now: T0 }).session.clock.status).toBe('running');
  });

  it('a sound turned on is heard at once, fading in, without a countdown (listening)', () => {
    const state = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    expect(viewOf(state)).toMatchObject({ status: 'idle', isListening: true, isAudible: true });
    expect([0, 50, 350, 60_000].map((ms) => viewOf(tickAt(state, ms)).levels.rain)).toEqual([
      0, 0.1, 0.7, 0.7,
    ]);
    expect(viewOf(tickAt(state, 60_000))).toMatchObject({ countdown: '05:00', chip: null });
    expect(factsOf(state)).toMatchObject({ isRunning: false, isTicking: true });
  });

  it('a sound turned on while its file loads is playing already: it sounds once decoded', () => {
    const state = run(
      loaded(),
      { type: 'setTakeStatus', takeStatus: { rain: 'loading' }, now: T0 },
      { type: 'toggle', id: 'rain', now: T0 },
    );
    expect(viewOf(state)).toMatchObject({ isListening: true, isAudible: true, failed: [] });
  });

  it('the audio ramps one fade step ahead, so a sound turned on starts at the tap', () => {
    const state = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    expect(viewOf(state).levels.rain).toBe(0);
    expect(viewOf(state).levelsAhead.rain).toBe(0.1);
    expect(viewOf(tickAt(state, 349)).levelsAhead.rain).toBe(0.7);
  });

  it('stopping the timer keeps a running mix playing; after the end it leaves silence', () => {
    const running = tickAt(playing(), 10_000);
    const stopped = run(running, { type: 'stopTimer', now: at(10_000) });
    expect(viewOf(stopped)).toMatchObject({
      status: 'idle',
      isListening: true,
      countdown: '05:00',
    });
    expect(viewOf(stopped).levels.rain).toBe(0.7);
    const done = tickAt(playing(), 300_000);
    const fresh = run(done, { type: 'stopTimer', now: at(300_000) });
    expect(viewOf(fresh)).toMatchObject({ status: 'idle', isAudible: false, countdown: '05:00' });
    expect(mixOf(fresh).on).toEqual(['rain', 'ocean']);
  });

  it('Start while listening runs the timed session, the sound carrying on without a new fade', () => {
    const listening = tickAt(run(loaded(), { type: 'toggle', id: 'rain', now: T0 }), 1_000);
    const started = run(listening, { type: 'start', now: at(1_000) });
    expect(viewOf(started)).toMatchObject({
      status: 'running',
      chip: CHIP_ACTIVE,
      isListening: false,
    });
    expect(viewOf(tickAt(started, 1_050)).levels.rain).toBe(0.7);
    expect(viewOf(tickAt(started, 61_000)).countdown).toBe('04:00');
  });

  it('Pause silences listening; the last sound turned off ends it', () => {
    const listening = tickAt(run(loaded(), { type: 'toggle', id: 'rain', now: T0 }), 1_000);
    const paused = run(listening, { type: 'pause', now: at(1_000) });
    expect(viewOf(paused)).toMatchObject({ isListening: false, isAudible: false });
    expect(viewOf(tickAt(paused, 1_350)).levels.rain).toBe(0);
    const off = run(listening, { type: 'toggle', id: 'rain', now: at(1_000) });
    expect(viewOf(off)).toMatchObject({ isListening: false, isAudible: false });
  });

  it('play (lock screen, headset) resumes a paused session or listens again', () => {
    const listening = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    const quiet = run(listening, { type: 'pause', now: at(1) });
    expect(viewOf(run(quiet, { type: 'play', now: at(2) }))).toMatchObject({ isListening: true });
    const paused = run(tickAt(playing(), 10_000), { type: 'pause', now: at(10_000) });
    expect(viewOf(run(paused, { type: 'play', now: at(20_000) })).status).toBe('running');
    expect(run(loaded(), { type: 'play', now: T0 })).toEqual(
      run(loaded(), { type: 'tick', now: T0 }),
    );
  });

  it('a sound turned on in a paused session resumes it', () => {
    const paused = run(tickAt(playing(), 10_000), { type: 'pause', now: at(10_000) });
    const resumed = run(paused, { type: 'toggle', id: 'wind', now: at(20_000) });
    expect(viewOf(resumed)).toMatchObject({ status: 'running', isAudible: true });
    expect(viewOf(tickAt(resumed, 21_000)).countdown).toBe('04:49'); // 10 s before the pause, 1 s after
  });

  it('at zero every sound stops, also after listening first', () => {
    const listening = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    const done = tickAt(run(listening, { type: 'start', now: T0 }), 300_000);
    expect(viewOf(done)).toMatchObject({ status: 'complete', isAudible: false });
    expect(viewOf(done).levels.rain).toBe(0);
  });

  it('Start is not offered when every chosen sound failed to load', () => {
    const failed = run(
      loaded(),
      { type: 'setTakeStatus', takeStatus: { rain: 'failed' }, now: T0 },
      { type: 'toggle', id: 'rain', now: T0 },
    );
    expect(viewOf(failed).canStart).toBe(false);
    const withWind = run(failed, { type: 'toggle', id: 'wind', now: T0 });
    expect(viewOf(withWind).canStart).toBe(true);
  });

  it('Start fades every selected sound in by 0.1 every 50 ms up to its volume', () => {
    const levels = [0, 49, 50, 100, 150, 300, 349, 350, 1000].map(
      (ms) => viewOf(tickAt(playing(), ms)).levels.rain,
    );
    expect(levels).toEqual([0, 0, 0.1, 0.2, 0.3, 0.6, 0.6, 0.7, 0.7]);
    expect(viewOf(tickAt(playing(), 200))).toMatchObject({ chip: CHIP_ACTIVE, isFading: true });
    expect(viewOf(tickAt(playing(), 400)).isFading).toBe(false);
  });

  it('a fade ends exactly at a volume that is not a multiple of 0.1', () => {
    const state = run(
      loaded(),
      { type: 'setVolume', id: 'wind', volume: 0.45, now: T0 },
      {
        type: 'toggle',
        id: 'wind',
        now: T0,
      },
      { type: 'start', now: T0 },
    );
    expect([200, 250, 2000].map((ms) => viewOf(tickAt(state, ms)).levels.wind)).toEqual([
      0.4, 0.45, 0.45,
    ]);
  });

  it('toggling a sound off while running fades it out by 0.1 every 50 ms', () => {
    const off = run(tickAt(playing(), 1000), { type: 'toggle', id: 'ocean', now: at(1000) });
    expect(
      [1000, 1050, 1100, 1300, 1350].map((ms) => viewOf(tickAt(off, ms)).levels.ocean),
    ).toEqual([0.7, 0.6, 0.5, 0.1, 0]);
    expect(viewOf(tickAt(off, 1350)).levels.rain).toBe(0.7);
  });

  it('toggling during a fade turns back from where the level is', () => {
    const off = run(tickAt(playing(), 1000), { type: 'toggle', id: 'rain', now: at(1000) });
    const backOn = run(off, { type: 'toggle', id: 'rain', now: at(1120) });
    expect([1120, 1170, 1220, 1500].map((ms) => viewOf(tickAt(backOn, ms)).levels.rain)).toEqual([
      0.5, 0.6, 0.7, 0.7,
    ]);
  });

  it('a volume change applies at once and is clamped to 0–1 in hundredths (0–100 on screen)', () => {
    const state = run(tickAt(playing(), 1000), {
      type: 'setVolume',
      id: 'rain',
      volume: 0.336,
      now: at(1000),
    });
    expect(state.channels.rain.volume).toBe(0.34);
    expect(viewOf(state).levels.rain).toBe(0.34);
    expect([clampVolume(-5), clampVolume(1.4), clampVolume(Number.NaN)]).toEqual([0, 1, 0.7]);
    expect(clampVolume(0.07)).toBe(0.07);
  });

  it('counts down from the wall clock and completes at zero, silencing every sound', () => {
    expect(viewOf(tickAt(playing(), 60_000)).countdown).toBe('04:00');
    expect(viewOf(tickAt(playing(), 61_000)).countdown).toBe('03:59');
    expect(viewOf(tickAt(playing(), 299_001)).countdown).toBe('00:01');
    const done = tickAt(tickAt(playing(), 299_000), 300_000);
    const view = viewOf(done);
    expect(view).toMatchObject({ status: 'complete', chip: CHIP_COMPLETE, countdown: '00:00' });
    expect(Object.values(view.levels).every((level) => level === 0)).toBe(true);
    expect(done.channels.rain.isOn).toBe(true);
  });

  it('completes however late the tick comes (a tab that slept)', () => {
    expect(viewOf(tickAt(playing(), 3_600_000)).status).toBe('complete');
  });

  it('fades the mix out over the last seconds of a session', () => {
    expect(viewOf(tickAt(playing(), 300_000 - END_FADE_MS - 1)).isEndFading).toBe(false);
    expect(viewOf(tickAt(playing(), 300_000 - END_FADE_MS)).isEndFading).toBe(true);
    expect(viewOf(tickAt(playing(), 300_000)).isEndFading).toBe(false);
  });

  it('Pause keeps the selections and the time left, fades out, and Start resumes', () => {
    const paused = run(tickAt(playing(), 60_000), { type: 'pause', now: at(60_000) });
    expect(viewOf(paused)).toMatchObject({ status: 'paused', chip: CHIP_PAUSED, canStart: true });
    expect(viewOf(tickAt(paused, 60_100)).levels.rain).toBe(0.5);
    const later = tickAt(paused, 600_000);
    expect(viewOf(later)).toMatchObject({ countdown: '04:00' });
    expect(later.channels.rain.isOn).toBe(true);
    expect(run(later, { type: 'start', now: at(600_000) })).toBe(later);
    const resumed = run(later, { type: 'resume', now: at(600_000) });
    expect(viewOf(tickAt(resumed, 630_000))).toMatchObject({
      status: 'running',
      countdown: '03:30',
    });
    expect(viewOf(tickAt(resumed, 600_100)).levels.rain).toBe(0.2);
  });

  it('Reset stops, clears every selection and the countdown', () => {
    const reset = run(tickAt(playing(), 90_000), { type: 'reset', now: at(90_000) });
    const view = viewOf(reset);
    expect(view).toMatchObject({ status: 'idle', countdown: '05:00', chip: null, canStart: false });
    expect(view.selectedCount).toBe(0);
    expect(viewOf(tickAt(reset, 90_050)).levels.rain).toBe(0.6);
    expect(viewOf(tickAt(reset, 90_400)).levels.rain).toBe(0);
  });

  it('changes the session length only while no session is under way', () => {
    const idle = run(loaded(), { type: 'setDuration', durationMin: 30, now: T0 });
    expect(viewOf(idle).countdown).toBe('30:00');
    const running = run(playing(), { type: 'setDuration', durationMin: 60, now: T0 });
    expect(viewOf(running).countdown).toBe('05:00');
  });

  it('starts again after completion with the same sounds and a full countdown', () => {
    const done = tickAt(playing(), 300_000);
    const again = tickAt(transition(done, { type: 'start', now: at(400_000) }), 400_000);
    expect(viewOf(again)).toMatchObject({ status: 'running', countdown: '05:00' });
  });

  it('applies a mix (preset, share link, reload) and reads it back', () => {
    const state = run(loaded(), {
      type: 'applyMix',
      mix: { on: ['crickets', 'fireplace'], volumes: { crickets: 0.2, fireplace: 1.5 } },
      now: T0,
    });
    expect(mixOf(state).on).toEqual(['fireplace', 'crickets']);
    expect(mixOf(state).volumes).toMatchObject({ crickets: 0.2, fireplace: 1, rain: 0.7 });
  });

  it('a mix applied by the visitor plays at once when nothing plays; a restored one waits', () => {
    const mix = { on: ['ocean', 'seagulls'] as const, volumes: { ocean: 0.6 } };
    const played = run(loaded(), { type: 'applyMix', mix, isPlayed: true, now: T0 });
    expect(viewOf(played)).toMatchObject({ isListening: true, selectedCount: 2 });
    const quiet = run(loaded(), { type: 'applyMix', mix, now: T0 });
    expect(viewOf(quiet)).toMatchObject({ isListening: false, selectedCount: 2 });
  });

  it('restores a remembered mix with its length and master volume, once', () => {
    const state = run(initialState(T0), {
      type: 'restore',
      settings: { mix: { on: ['rain'], volumes: { rain: 0.4 }, durationMin: 30, master: 0.55 } },
      now: T0 + 9,
    });
    expect(state).toMatchObject({ isRestored: true, master: 0.55, durationMin: 30 });
    expect(state.oneShots.seed).toBe((T0 + 9) >>> 0);
    expect(viewOf(state)).toMatchObject({ countdown: '30:00', isAudible: false, selectedCount: 1 });
    expect(run(state, { type: 'setMaster', volume: 1.2, now: T0 }).master).toBe(1);
    expect(soundMixer.settingsOf?.(state)).toEqual({
      mix: expect.objectContaining({ on: ['rain'], master: 0.55, durationMin: 30 }),
    });
  });

  it('a timer under way comes back paused at the wall clock, or complete once if it ended', () => {
    const timed = tickAt(playing(), 60_000);
    const snapshot = soundMixer.snapshotOf?.(timed);
    if (!snapshot) throw new Error('a running timer has a snapshot');
    const settings = soundMixer.settingsOf?.(timed);
    const back = run(initialState(T0), {
      type: 'restore',
      ...(settings ? { settings } : { settings: {} }),
      snapshot,
      now: T0 + 120_000,
    });
    expect(viewOf(back)).toMatchObject({ isAudible: false, countdown: '03:00' });
    expect(soundMixer.spaceEventOf?.(back)).toEqual({ type: 'play' });
    const played = run(back, { type: 'play', now: T0 + 130_000 });
    expect(viewOf(tickAt(played, 130_000 + 1_000)).countdown).toBe('02:59');
    const late = run(initialState(T0), {
      type: 'restore',
      settings: settings ?? {},
      snapshot,
      now: T0 + 3_600_000,
    });
    expect(soundMixer.factsOf(late)).toMatchObject({ completions: 1, record: { seconds: 300 } });
    expect(soundMixer.snapshotOf?.(late)).toBeNull();
  });

  it('another tab’s mix leaves a mix that is playing alone', () => {
    const state = playing();
    const next = run(state, {
      type: 'restore',
      settings: { mix: { on: ['ocean'], volumes: {}, durationMin: 60, master: 0.2 } },
      now: T0 + 1_000,
    });
    expect(next.channels).toBe(state.channels);
    expect(next.master).toBe(state.master);
  });

  it('fadeLevel never overshoots and never runs backwards in time', () => {
    const fade = { from: 0.7, to: 0, startedAt: T0 };
    expect([fadeLevel(fade, T0 - 500), fadeLevel(fade, T0 + 10_000)]).toEqual([0.7, 0]);
  });

  it('shows the countdown as MM:SS, rounded up so 00:00 shows only at the end', () => {
    expect(viewOf(tickAt(playing(), 999)).countdown).toBe('05:00');
    expect(viewOf(tickAt(playing(), 241_000)).countdown).toBe('00:59');
    const hour = run(loaded(), { type: 'setDuration', durationMin: 60, now: T0 });
    expect(viewOf(hour).countdown).toBe('60:00');
  });

  it('logs a session that ran to zero, once, and keeps the ticker for fades after a pause', () => {
    const done = tickAt(tickAt(playing(), 299_000), 300_000);
    expect(factsOf(done)).toMatchObject({
      isRunning: false,
      completions: 1,
      record: { tool: 'sound-mixer', seconds: 300 },
    });
    const paused = run(tickAt(playing(), 10_000), { type: 'pause', now: at(10_000) });
    expect(factsOf(paused)).toMatchObject({ isRunning: false, isTicking: true, tickMs: 50 });
    expect(factsOf(tickAt(paused, 11_000))).toMatchObject({ isTicking: false });
  });

  it('Space plays and pauses the sound, and waits while there is nothing to play', () => {
    expect(soundMixer.spaceEventOf?.(loaded())).toBeNull();
    const listening = run(loaded(), { type: 'toggle', id: 'rain', now: T0 });
    expect(soundMixer.spaceEventOf?.(listening)).toEqual({ type: 'pause' });
    expect(soundMixer.spaceEventOf?.(playing())).toEqual({ type: 'pause' });
    const paused = run(playing(), { type: 'pause', now: T0 });
    expect(soundMixer.spaceEventOf?.(paused)).toEqual({ type: 'play' });
  });

  it('counts the visitor’s changes (for saving once per change), not the ticks', () => {
    const state = playing();
    const ticked = tickAt(tickAt(state, 100), 5_000);
    expect(ticked.revision).toBe(state.revision);
    expect(run(state, { type: 'setMaster', volume: 0.5, now: T0 }).revision).toBe(
      state.revision + 1,
    );
  });

  describe('one-shots in a session', () => {
    const withLion = () =>
      run(
        loaded(),
        { type: 'setTakeStatus', takeStatus: { lionroar: 'loaded' }, now: T0 },
        { type: 'toggle', id: 'lionroar', now: T0 },
        { type: 'start', now: T0 },
      );

    it('plays a take once its fade-in has settled and the first delay has passed', () => {
      // audible from the first fade step (50 ms): the first play is due 400 ms later
      const heard = tickAt(withLion(), 50);
      expect(heard.oneShots.slots['lionroar']?.nextAt).toBe(at(450));
      expect(viewOf(tickAt(heard, 449)).oneShotPlays['lionroar']).toEqual([]);
      const played = tickAt(tickAt(heard, 449), 450);
      expect(viewOf(played).oneShotPlays['lionroar']).toEqual([
        expect.objectContaining({ takeId: 'lionroar', seq: 1 }),
      ]);
    });

    it('drops its plays when turned off, paused or at zero', () => {
      const played = tickAt(tickAt(withLion(), 50), 450);
      expect(viewOf(played).oneShotPlays['lionroar']).toHaveLength(1);
      const off = run(played, { type: 'toggle', id: 'lionroar', now: at(500) });
      expect(viewOf(off).oneShotPlays['lionroar']).toEqual([]);
      const paused = run(played, { type: 'pause', now: at(500) });
      expect(viewOf(paused).oneShotPlays['lionroar']).toEqual([]);
    });

    it('says a sound that is on but cannot play (every take failed)', () => {
      const failed = run(
        loaded(),
        { type: 'setTakeStatus', takeStatus: { ocean: 'failed' }, now: T0 },
        { type: 'toggle', id: 'ocean', now: T0 },
        { type: 'start', now: T0 },
      );
      expect(viewOf(failed)).toMatchObject({ unplayable: ['ocean'], failed: ['ocean'] });
      expect(viewOf(loaded()).unplayable).toEqual([]);
    });
  });
});

describe('isSameMix', () => {
  const mix = { on: ['rain', 'wind'], volumes: { rain: 0.7, wind: 0.4 } } as const;

  it('is true for the same sounds and volumes, in new objects', () => {
    expect(isSameMix(mix, { on: ['rain', 'wind'], volumes: { wind: 0.4, rain: 0.7 } })).toBe(true);
  });

  it('is false when a sound is added, or any volume moves, on or off', () => {
    expect(isSameMix(mix, { on: ['rain'], volumes: mix.volumes })).toBe(false);
    expect(isSameMix(mix, { on: mix.on, volumes: { rain: 0.7, wind: 0.41 } })).toBe(false);
    expect(isSameMix(mix, { on: mix.on, volumes: { ...mix.volumes, ocean: 0.2 } })).toBe(false);
  });
});
