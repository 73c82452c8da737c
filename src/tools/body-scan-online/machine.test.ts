import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  bodyScan,
  factsOf,
  initialState,
  transition,
  viewOf,
  zoneSecOf,
  type Event,
  type State,
} from './machine';
import { CLOSING_TEXT, ZONES } from './zones';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const started = (from: State = initialState()) => run([{ type: 'start', now: T0 }], from);
const tickAt = (state: State, seconds: number) =>
  transition(state, { type: 'tick', now: at(seconds) });

describe('body scan zones (docs/tools/body-scan-online.md#data, #constants)', () => {
  it('has the 12 zones in the spec order, each with one sentence', () => {
    expect(ZONES.map((zone) => zone.name)).toEqual([
      'Head & Crown',
      'Face & Jaw',
      'Neck & Throat',
      'Shoulders',
      'Arms & Hands',
      'Chest & Heart',
      'Abdomen',
      'Lower Back',
      'Hips & Pelvis',
      'Thighs',
      'Knees & Calves',
      'Feet & Toes',
    ]);
    for (const zone of ZONES) expect(zone.instruction.match(/[.!?]/g)).toHaveLength(1);
    expect(ZONES.reduce((sum, zone) => sum + zone.listedSec, 0)).toBe(630);
  });

  it('offers 5, 10, 15 and 20 minutes, 10 by default', () => {
    expect(DURATIONS_MIN).toEqual([5, 10, 15, 20]);
    expect(DEFAULT_DURATION_MIN).toBe(10);
  });

  it.each([
    [5, 25],
    [10, 50],
    [15, 75],
    [20, 100],
  ])(
    'gives every zone the same time: %i min → %i s (docs/decisions.md#body-scan-timing, reading A)',
    (min, sec) => {
      expect(zoneSecOf(min)).toBe(sec);
    },
  );
});

describe('body scan machine (docs/tools/body-scan-online.md#behaviour)', () => {
  it('waits in setup at zone 1 with the full time', () => {
    expect(viewOf(initialState())).toMatchObject({
      status: 'setup',
      zoneIndex: 0,
      zoneName: 'Head & Crown',
      zoneSecondsLeft: 50,
      secondsLeft: 600,
      canSkip: false,
      utterance: null,
    });
  });

  it('begins at step 1 and advances when each zone countdown reaches zero', () => {
    const state = started();
    expect(viewOf(state)).toMatchObject({ status: 'running', zoneIndex: 0, zoneSecondsLeft: 50 });
    expect(factsOf(state).wakeAt).toBe(at(50));
    expect(viewOf(tickAt(state, 49.5))).toMatchObject({ zoneIndex: 0, zoneSecondsLeft: 1 });
    expect(viewOf(tickAt(state, 50))).toMatchObject({
      zoneIndex: 1,
      zoneName: 'Face & Jaw',
      zoneSecondsLeft: 50,
      secondsLeft: 550,
    });
    expect(viewOf(tickAt(state, 575))).toMatchObject({ zoneIndex: 11, zoneSecondsLeft: 25 });
  });

  it('after the last zone it completes once, at its true end, and is logged', () => {
    const done = tickAt(started(), 900);
    expect(viewOf(done)).toMatchObject({ status: 'complete', secondsLeft: 0, progress: 1 });
    expect(factsOf(done)).toMatchObject({
      isRunning: false,
      completions: 1,
      record: {
        tool: 'body-scan-online',
        endedAt: new Date(at(600)).toISOString(),
        seconds: 600,
      },
    });
  });

  it('pause holds the zone and resume continues it without the paused time', () => {
    const paused = run(
      [
        { type: 'tick', now: at(70) },
        { type: 'pause', now: at(70) },
      ],
      started(),
    );
    expect(viewOf(paused)).toMatchObject({ status: 'paused', zoneIndex: 1, zoneSecondsLeft: 30 });
    const resumed = run(
      [
        { type: 'resume', now: at(500) },
        { type: 'tick', now: at(529) },
      ],
      paused,
    );
    expect(viewOf(resumed)).toMatchObject({ zoneIndex: 1, zoneSecondsLeft: 1 });
  });

  it('skip goes to the start of the next zone, which gets its full time', () => {
    const skipped = run(
      [
        { type: 'tick', now: at(10) },
        { type: 'skip', now: at(10) },
      ],
      started(),
    );
    expect(viewOf(skipped)).toMatchObject({
      zoneIndex: 1,
      zoneSecondsLeft: 50,
      secondsLeft: 550,
      elapsedSec: 10,
    });
    expect(factsOf(skipped).wakeAt).toBe(at(60));
    expect(viewOf(tickAt(skipped, 60)).zoneIndex).toBe(2);
  });

  it('skip is disabled on the last zone, and a skipped scan ends when its last zone is done', () => {
    let state = started();
    for (let zone = 0; zone < 11; zone += 1) {
      state = transition(state, { type: 'skip', now: at(zone + 1) });
    }
    expect(viewOf(state)).toMatchObject({ zoneIndex: 11, zoneSecondsLeft: 50, canSkip: false });
    expect(transition(state, { type: 'skip', now: at(12) })).toMatchObject({
      skippedMs: state.skippedMs,
    });
    expect(viewOf(tickAt(state, 60.9)).status).toBe('running');
    const done = tickAt(state, 200);
    expect(viewOf(done).status).toBe('complete');
    expect(factsOf(done).record).toMatchObject({
      endedAt: new Date(at(61)).toISOString(),
      seconds: 61,
    });
  });

  it('skip works while paused and keeps the pause', () => {
    const state = run(
      [
        { type: 'pause', now: at(5) },
        { type: 'skip', now: at(6) },
      ],
      started(),
    );
    expect(viewOf(state)).toMatchObject({ status: 'paused', zoneIndex: 1, zoneSecondsLeft: 50 });
  });

  it('reset returns to setup with the full time', () => {
    const state = run(
      [
        { type: 'skip', now: at(5) },
        { type: 'reset', now: at(6) },
      ],
      started(),
    );
    expect(viewOf(state)).toMatchObject({ status: 'setup', zoneIndex: 0, secondsLeft: 600 });
  });

  it('speaks each zone as it begins, again on resume, and is silent when paused or reset', () => {
    const running = started();
    const first = viewOf(running).utterance;
    expect(first?.text).toBe(ZONES[0].instruction);
    expect(viewOf(tickAt(running, 30)).utterance).toEqual(first);
    const second = viewOf(tickAt(running, 50)).utterance;
    expect(second?.text).toBe(ZONES[1].instruction);
    expect(second?.key).not.toBe(first?.key);
    const paused = transition(running, { type: 'pause', now: at(5) });
    expect(viewOf(paused).utterance).toBeNull();
    const resumed = transition(paused, { type: 'resume', now: at(9) });
    expect(viewOf(resumed).utterance?.text).toBe(ZONES[0].instruction);
    expect(viewOf(resumed).utterance?.key).not.toBe(first?.key);
    const skipped = transition(running, { type: 'skip', now: at(3) });
    expect(viewOf(skipped).utterance?.text).toBe(ZONES[1].instruction);
    expect(viewOf(transition(running, { type: 'reset', now: at(3) })).utterance).toBeNull();
  });

  it('speaks the closing announcement 1 s after completion', () => {
    const done = tickAt(started(), 600);
    expect(viewOf(done).utterance).toBeNull();
    expect(factsOf(done).wakeAt).toBe(at(601));
    expect(viewOf(tickAt(done, 600.9)).utterance).toBeNull();
    const closing = tickAt(done, 601);
    expect(viewOf(closing).utterance).toEqual({ key: 'closing:1', text: CLOSING_TEXT });
    expect(factsOf(closing).wakeAt).toBeNull();
    expect(tickAt(closing, 700)).toBe(closing);
  });

  it('a scan that ended while the tab slept announces 1 s after its true end', () => {
    const late = tickAt(started(), 700);
    expect(viewOf(late).utterance?.text).toBe(CLOSING_TEXT);
  });

  it('changes length only in setup', () => {
    const running = started();
    expect(transition(running, { type: 'setDuration', durationMin: 20, now: at(1) })).toBe(running);
    const longer = transition(initialState(), { type: 'setDuration', durationMin: 20, now: T0 });
    expect(viewOf(longer)).toMatchObject({ zoneSecondsLeft: 100, secondsLeft: 1200 });
  });

  it('Space begins, pauses and resumes', () => {
    const running = started();
    expect(bodyScan.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(bodyScan.spaceEventOf?.(running)).toEqual({ type: 'pause' });
    expect(bodyScan.spaceEventOf?.(transition(running, { type: 'pause', now: at(1) }))).toEqual({
      type: 'resume',
    });
  });

  describe('kept across a reload (issue 21)', () => {
    const kept = (state: State) => {
      const snapshot = bodyScan.snapshotOf?.(state) ?? null;
      if (snapshot === null) throw new Error('nothing kept');
      return JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>;
    };
    // 5 minutes: 25 s a zone; zone 1 skipped at 10 s (15 s ahead), then on to 40 s
    const scanning = () =>
      run(
        [
          { type: 'skip', now: at(10) },
          { type: 'tick', now: at(40) },
        ],
        started(run([{ type: 'setDuration', durationMin: 5, now: T0 }])),
      );
    const restored = (state: State, seconds: number, isVoiceOn: boolean) =>
      transition(initialState(), {
        type: 'restore',
        settings: { durationMin: 10, isVoiceOn },
        snapshot: kept(state),
        now: at(seconds),
      });

    it('declares its settings, and the scan only while it is under way', () => {
      expect(bodyScan.settingsOf?.(initialState())).toEqual({ durationMin: 10, isVoiceOn: false });
      expect(bodyScan.snapshotOf?.(initialState())).toBeNull();
      expect(kept(scanning())).toMatchObject({ durationMin: 5, skippedMs: 15_000 });
    });

    it('with the voice off a scan comes back running at the wall clock, with its skips', () => {
      const state = restored(scanning(), 100, false);
      // 100 s on the clock and 15 s skipped: 115 s into the scan, zone 5 with 10 s left
      expect(viewOf(state)).toMatchObject({
        status: 'running',
        zoneIndex: 4,
        zoneSecondsLeft: 10,
        secondsLeft: 185,
        durationMin: 5,
      });
    });

    it('with the voice on it comes back paused (speech needs a tap), Resume speaks on', () => {
      const state = restored(scanning(), 100, true);
      expect(viewOf(state)).toMatchObject({ status: 'paused', zoneIndex: 4, utterance: null });
      const resumed = run([{ type: 'resume', now: at(200) }], state);
      expect(viewOf(resumed)).toMatchObject({ status: 'running', zoneIndex: 4 });
      expect(viewOf(resumed).utterance).not.toBeNull();
    });

    it('a scan whose end passed while the page was gone completes once, at its true end', () => {
      const state = restored(scanning(), 1_000, true);
      expect(viewOf(state)).toMatchObject({ status: 'complete', elapsedSec: 285 });
      expect(viewOf(state).utterance).toMatchObject({ text: CLOSING_TEXT });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: { endedAt: new Date(at(285)).toISOString(), seconds: 285 },
      });
      expect(factsOf(tickAt(state, 1_001)).completions).toBe(1);
    });

    it("another tab's settings leave a scan under way alone (only the voice reaches it)", () => {
      const state = scanning();
      const next = transition(state, {
        type: 'restore',
        settings: { durationMin: 20, isVoiceOn: true },
        now: at(41),
      });
      expect(next.session).toBe(state.session);
      expect(viewOf(next)).toMatchObject({ status: 'running', durationMin: 5, isVoiceOn: true });
    });

    it('leaving mid-scan records the time so far', () => {
      expect(bodyScan.leaveRecordOf?.(scanning(), at(40))).toMatchObject({
        tool: 'body-scan-online',
        seconds: 40,
      });
      expect(bodyScan.leaveRecordOf?.(initialState(), at(40))).toBeNull();
    });
  });
});
