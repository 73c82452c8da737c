import { describe, expect, it } from 'vitest';
import {
  AMBIENT_VOLUME,
  BANNER_MS,
  DURATIONS_MIN,
  cueOf,
  DEFAULT_DURATION_MIN,
  factsOf,
  focusQuality,
  initialState,
  isAmbientAudible,
  transition,
  tratakaFocus,
  viewOf,
  type Event,
  type State,
} from './machine';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const started = (from: State = initialState()) => run([{ type: 'start', now: T0 }], from);

describe('trataka constants (docs/tools/trataka-focus.md#constants)', () => {
  it('offers 1, 3, 5, 10, 15, 20 and 30 minutes, 5 by default (300 s)', () => {
    expect(DURATIONS_MIN).toEqual([1, 3, 5, 10, 15, 20, 30]);
    expect(DEFAULT_DURATION_MIN).toBe(5);
    expect(viewOf(initialState())).toMatchObject({ status: 'idle', secondsLeft: 300 });
    expect(AMBIENT_VOLUME).toBe(0.6);
    expect(BANNER_MS).toBe(2000);
  });

  it.each([
    [300, 0, 100],
    [300, 1, 98],
    [300, 3, 95],
    [60, 1, 92],
    [60, 12, 0],
    [60, 40, 0],
    [1800, 7, 98],
  ])('focus quality of %i s with %i interruptions is %i %%', (total, interruptions, percent) => {
    expect(focusQuality(total, interruptions)).toBe(percent);
  });
});

describe('trataka machine (docs/tools/trataka-focus.md#behaviour)', () => {
  it('Begin Session runs the countdown from the chosen time', () => {
    const state = run([{ type: 'tick', now: at(61.5) }], started());
    expect(viewOf(state)).toMatchObject({ status: 'running', secondsLeft: 239, part: 'gaze' });
    expect(factsOf(state)).toMatchObject({ isRunning: true, wakeAt: at(300) });
  });

  it('each interruption counts one and shows the banner for 2 s', () => {
    const once = run([{ type: 'interrupt', now: at(10) }], started());
    expect(viewOf(once)).toMatchObject({ interruptions: 1, isBannerShown: true });
    expect(factsOf(once).wakeAt).toBe(at(12));
    expect(viewOf(run([{ type: 'tick', now: at(11.9) }], once)).isBannerShown).toBe(true);
    const hidden = run([{ type: 'tick', now: at(12) }], once);
    expect(viewOf(hidden)).toMatchObject({ interruptions: 1, isBannerShown: false });
    const twice = run([{ type: 'interrupt', now: at(20) }], hidden);
    expect(viewOf(twice)).toMatchObject({ interruptions: 2, isBannerShown: true });
  });

  it('activity while the banner shows is the same lapse and does not count again', () => {
    const state = run(
      [
        { type: 'interrupt', now: at(10) },
        { type: 'interrupt', now: at(10.2) },
        { type: 'interrupt', now: at(11.9) },
        { type: 'interrupt', now: at(12) },
      ],
      started(),
    );
    expect(viewOf(state).interruptions).toBe(2);
  });

  it('activity does not count before a session, while paused or after it', () => {
    expect(run([{ type: 'interrupt', now: at(1) }]).interruptions).toBe(0);
    const paused = run(
      [
        { type: 'pause', now: at(5) },
        { type: 'interrupt', now: at(6) },
      ],
      started(),
    );
    expect(viewOf(paused)).toMatchObject({ status: 'paused', interruptions: 0 });
    const late = run([{ type: 'interrupt', now: at(301) }], started());
    expect(viewOf(late)).toMatchObject({ status: 'complete', interruptions: 0 });
  });

  it('pause and resume toggle, and the paused time is not counted', () => {
    const state = run(
      [
        { type: 'tick', now: at(30) },
        { type: 'pause', now: at(30) },
        { type: 'resume', now: at(500) },
        { type: 'tick', now: at(510) },
      ],
      started(),
    );
    expect(viewOf(state)).toMatchObject({ status: 'running', secondsLeft: 260 });
  });

  it('a pause hides the banner', () => {
    const state = run(
      [
        { type: 'interrupt', now: at(10) },
        { type: 'pause', now: at(10.5) },
      ],
      started(),
    );
    expect(viewOf(state).isBannerShown).toBe(false);
  });

  it('at zero it completes once with the summary figures, and is logged', () => {
    const state = run(
      [
        { type: 'interrupt', now: at(10) },
        { type: 'interrupt', now: at(100) },
        { type: 'interrupt', now: at(200) },
        { type: 'tick', now: at(400) },
      ],
      started(),
    );
    expect(viewOf(state)).toMatchObject({
      status: 'complete',
      secondsLeft: 0,
      totalSec: 300,
      interruptions: 3,
      focusQuality: 95,
    });
    expect(factsOf(state)).toMatchObject({
      isRunning: false,
      completions: 1,
      record: { tool: 'trataka-focus', seconds: 300 },
    });
    expect(transition(state, { type: 'tick', now: at(900) })).toBe(state);
  });

  it('Begin Session resets the interruptions; Reset restores the intro and the full time', () => {
    const interrupted = run([{ type: 'interrupt', now: at(10) }], started());
    const reset = run([{ type: 'reset', now: at(20) }], interrupted);
    expect(viewOf(reset)).toMatchObject({ status: 'idle', secondsLeft: 300, interruptions: 0 });
    const done = run([{ type: 'tick', now: at(300) }], interrupted);
    const again = run([{ type: 'start', now: at(400) }], done);
    expect(viewOf(again)).toMatchObject({ status: 'running', interruptions: 0, secondsLeft: 300 });
    expect(factsOf(again).completions).toBe(1);
  });

  it('the duration cannot change mid-session', () => {
    const running = started();
    expect(transition(running, { type: 'setDuration', durationMin: 1, now: at(1) })).toBe(running);
    const paused = run([{ type: 'pause', now: at(1) }], running);
    expect(transition(paused, { type: 'setDuration', durationMin: 1, now: at(2) })).toBe(paused);
    const idle = run([{ type: 'setDuration', durationMin: 30, now: T0 }]);
    expect(viewOf(idle)).toMatchObject({ secondsLeft: 1800, totalSec: 1800 });
  });

  it('the afterimage follows the gaze for a minute, with eyes closed nothing counts', () => {
    const withAfterimage = run([{ type: 'setAfterimage', hasAfterimage: true, now: T0 }]);
    const state = started(withAfterimage);
    expect(factsOf(run([{ type: 'tick', now: at(250) }], state)).wakeAt).toBe(at(300));
    const closed = run([{ type: 'tick', now: at(301) }], state);
    expect(viewOf(closed)).toMatchObject({
      status: 'running',
      part: 'afterimage',
      secondsLeft: 59,
    });
    const still = run([{ type: 'interrupt', now: at(310) }], closed);
    expect(viewOf(still)).toMatchObject({ interruptions: 0, isBannerShown: false });
    const done = run([{ type: 'tick', now: at(360) }], still);
    expect(viewOf(done)).toMatchObject({ status: 'complete', totalSec: 300, focusQuality: 100 });
    expect(factsOf(done).record?.seconds).toBe(360);
  });

  it('the ambient loop is audible only while running, unmuted and loaded', () => {
    expect(isAmbientAudible('running', false, 'loaded')).toBe(true);
    expect(isAmbientAudible('running', true, 'loaded')).toBe(false);
    expect(isAmbientAudible('running', false, 'loading')).toBe(false);
    expect(isAmbientAudible('running', false, 'failed')).toBe(false);
    expect(isAmbientAudible('paused', false, 'loaded')).toBe(false);
    expect(isAmbientAudible('complete', false, 'loaded')).toBe(false);
    expect(isAmbientAudible('idle', false, 'loaded')).toBe(false);
  });

  it('Space begins, pauses and resumes, and does nothing once complete', () => {
    const running = started();
    expect(tratakaFocus.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(tratakaFocus.spaceEventOf?.(running)).toEqual({ type: 'pause' });
    expect(tratakaFocus.spaceEventOf?.(run([{ type: 'pause', now: at(1) }], running))).toEqual({
      type: 'resume',
    });
    expect(tratakaFocus.spaceEventOf?.(run([{ type: 'tick', now: at(300) }], running))).toBeNull();
  });

  describe('kept across a reload (issue 21)', () => {
    const kept = (state: State) => {
      const snapshot = tratakaFocus.snapshotOf?.(state) ?? null;
      if (snapshot === null) throw new Error('nothing kept');
      return JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>;
    };
    const gazing = () =>
      run(
        [
          { type: 'interrupt', now: at(10) },
          { type: 'tick', now: at(20) },
        ],
        started(run([{ type: 'setDuration', durationMin: 3, now: T0 }])),
      );
    const restored = (state: State, seconds: number, isMuted: boolean) =>
      transition(initialState(), {
        type: 'restore',
        settings: { durationMin: 5, isDim: true, hasAfterimage: false, isMuted },
        snapshot: kept(state),
        now: at(seconds),
      });

    it('declares its settings, and the session only while it is under way', () => {
      expect(tratakaFocus.settingsOf?.(initialState())).toEqual({
        durationMin: 5,
        isDim: true,
        hasAfterimage: false,
        isMuted: false,
      });
      expect(tratakaFocus.snapshotOf?.(initialState())).toBeNull();
      expect(kept(gazing())).toMatchObject({ durationMin: 3, interruptions: 1 });
    });

    it('muted, a session comes back running at the wall clock with its interruptions', () => {
      const state = restored(gazing(), 100, true);
      expect(viewOf(state)).toMatchObject({
        status: 'running',
        secondsLeft: 80,
        interruptions: 1,
        isBannerShown: false,
        durationMin: 3,
      });
    });

    it('with the drone on it comes back paused (sound needs a tap), Resume runs on', () => {
      const state = restored(gazing(), 100, false);
      expect(viewOf(state)).toMatchObject({ status: 'paused', secondsLeft: 80, interruptions: 1 });
      const resumed = run(
        [
          { type: 'resume', now: at(200) },
          { type: 'tick', now: at(210) },
        ],
        state,
      );
      expect(viewOf(resumed)).toMatchObject({ status: 'running', secondsLeft: 70 });
    });

    it('a session whose end passed while the page was gone completes once, at its end', () => {
      const state = restored(gazing(), 1_000, false);
      expect(viewOf(state)).toMatchObject({
        status: 'complete',
        interruptions: 1,
        focusQuality: 97,
      });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: { endedAt: new Date(at(180)).toISOString(), seconds: 180 },
      });
      expect(transition(state, { type: 'tick', now: at(1_001) })).toBe(state);
    });

    it("another tab's settings leave a session under way alone (only the mute reaches it)", () => {
      const state = gazing();
      const next = transition(state, {
        type: 'restore',
        settings: { durationMin: 30, isDim: false, hasAfterimage: true, isMuted: true },
        now: at(21),
      });
      expect(next.session).toBe(state.session);
      expect(viewOf(next)).toMatchObject({
        status: 'running',
        durationMin: 3,
        isDim: true,
        hasAfterimage: false,
        isMuted: true,
      });
    });

    it('leaving mid-session records the time so far', () => {
      expect(tratakaFocus.leaveRecordOf?.(gazing(), at(20))).toMatchObject({
        tool: 'trataka-focus',
        seconds: 20,
      });
      expect(tratakaFocus.leaveRecordOf?.(initialState(), at(20))).toBeNull();
    });
  });

  it('asks for the close-eyes bell once as the afterimage begins', () => {
    const state = started(run([{ type: 'setAfterimage', hasAfterimage: true, now: T0 }]));
    expect(cueOf(run([{ type: 'tick', now: at(299) }], state))).toBeNull();
    const first = cueOf(run([{ type: 'tick', now: at(300) }], state));
    expect(first).toMatchObject({ sound: 'closeEyes' });
    expect(cueOf(run([{ type: 'tick', now: at(330) }], state))?.key).toBe(first?.key);
    expect(cueOf(run([{ type: 'tick', now: at(360) }], state))).toBeNull();
  });
});
