// @vitest-environment happy-dom
/**
 * Time away is not practice (docs/tools/sessions.md#behaviour): the kit marks when the page was last
 * alive with a session running; after a short gap the session resumes at the wall clock, after a longer
 * absence an attention practice comes back paused where it was left (its end passing while away
 * completes nothing), and a wall-clock timer runs on.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice, type Notice } from '../notice/notice';
import { readPracticeLog } from '../practice-log/practice-log';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { definePersistedSession } from './persisted-session';
import { MARK_MS, readSeen, SHORT_GAP_MS } from './seen-mark';
import {
  createSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  isTimedSession,
  leaveRecordOfSession,
  pauseSession,
  restoreSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type TimedSession,
} from './timed-session';
import { useSession, type RestoreEvent, type SessionMachine } from './use-session';

vi.mock('../audio/audio-engine', () => ({ getAudioEngine: () => ({ unlock: () => undefined }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2026-11-24T08:00:00Z');
const MIN = 60_000;

interface Snapshot {
  readonly session: TimedSession;
}
type Event =
  { type: 'start' | 'pause' | 'resume' | 'tick'; now: number } | RestoreEvent<unknown, Snapshot>;

/** A silent 5-minute session (it would come back running after a reload) of the given timing. */
function demoOf(
  timing: 'attention' | 'wall-clock',
): SessionMachine<TimedSession, Event, { status: string; elapsedSec: number }, unknown, Snapshot> {
  return {
    tool: 'demo',
    timing,
    transition: (s, event) => {
      switch (event.type) {
        case 'start':
          return startSession(s, event.now);
        case 'pause':
          return pauseSession(s, event.now);
        case 'resume':
          return resumeSession(s, event.now);
        case 'tick':
          return tickSession(s, event.now);
        case 'restore':
          return event.snapshot
            ? restoreSession(
                event.snapshot.session,
                s.completions,
                event.now,
                event.leftAt !== undefined,
              )
            : s;
      }
    },
    viewOf: (s) => ({
      status: getSessionStatus(s),
      elapsedSec: Math.floor(getSessionElapsedMs(s) / 1000),
    }),
    factsOf: (s) => ({
      isRunning: getSessionStatus(s) === 'running',
      wakeAt: getSessionDeadline(s),
      completions: s.completions,
      record: toSessionRecord(s, 'demo'),
    }),
    leaveRecordOf: (s, now) => leaveRecordOfSession(s, 'demo', now),
    snapshotOf: (s) => {
      const status = getSessionStatus(s);
      return status === 'running' || status === 'paused' ? { session: toSessionSnapshot(s) } : null;
    },
  };
}

const ATTENTION = demoOf('attention');
const WALL_CLOCK = demoOf('wall-clock');

const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: 'demo',
  isSnapshot: (value): value is Snapshot =>
    typeof value === 'object' && value !== null && isTimedSession((value as Snapshot).session),
  label: 'your demo session',
});

function Probe({ machine }: { machine: typeof ATTENTION }) {
  const { view, send } = useSession(machine, () => createSession(5 * MIN), {
    snapshot: RUNNING_KEY,
  });
  return (
    <div>
      <output data-testid="status">{view.status}</output>
      <output data-testid="elapsed">{view.elapsedSec}</output>
      <button type="button" onClick={() => send({ type: 'start' })}>
        Start
      </button>
      <button type="button" onClick={() => send({ type: 'resume' })}>
        Resume
      </button>
    </div>
  );
}

let storage: MemoryStorage;
let uninstall: () => void;
let notices: Notice[];
let stopNotices: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  storage = new MemoryStorage();
  uninstall = installLocalStorage(storage);
  notices = [];
  stopNotices = onNotice((notice) => notices.push(notice));
});

afterEach(() => {
  cleanup();
  stopNotices();
  uninstall();
  vi.useRealTimers();
});

const text = (page: ReturnType<typeof render>, id: string) => page.getByTestId(id).textContent;

/** Starts a session, practises `ms`, leaves (pagehide unless killed), and comes back `awayMs` later. */
function leaveAndReturn(
  machine: typeof ATTENTION,
  ms: number,
  awayMs: number,
  { isKilled = false } = {},
) {
  let page = render(<Probe machine={machine} />);
  fireEvent.click(page.getByText('Start'));
  act(() => vi.advanceTimersByTime(ms));
  if (!isKilled) window.dispatchEvent(new Event('pagehide'));
  page.unmount();
  vi.setSystemTime(Date.now() + awayMs);
  page = render(<Probe machine={machine} />);
  return page;
}

describe('useSession: time away is not practice', () => {
  it('marks the page alive while a session runs, and on leaving', () => {
    const page = render(<Probe machine={ATTENTION} />);
    fireEvent.click(page.getByText('Start'));
    expect(readSeen('demo')).toBe(T0);
    act(() => vi.advanceTimersByTime(MARK_MS));
    expect(readSeen('demo')).toBe(T0 + MARK_MS);
    act(() => vi.advanceTimersByTime(MARK_MS - 1));
    window.dispatchEvent(new Event('pagehide'));
    expect(readSeen('demo')).toBe(T0 + 2 * MARK_MS - 1);
  });

  it('after a short gap (a reload) resumes at the wall clock', () => {
    const page = leaveAndReturn(ATTENTION, MIN, SHORT_GAP_MS);
    expect(text(page, 'status')).toBe('running');
    expect(text(page, 'elapsed')).toBe(String((MIN + SHORT_GAP_MS) / 1000));
    expect(notices).toEqual([]);
  });

  it('after a longer absence comes back paused where it was left, its time before kept once', () => {
    const page = leaveAndReturn(ATTENTION, 91_000, SHORT_GAP_MS + 1);
    expect(text(page, 'status')).toBe('paused');
    expect(text(page, 'elapsed')).toBe('91');
    expect(notices).toEqual([{ tone: 'info', message: 'Paused when you left, 1:31 practised.' }]);
    expect(readPracticeLog()).toEqual([
      expect.objectContaining({
        startedAt: new Date(T0).toISOString(),
        seconds: 91,
        ending: 'left',
      }),
    ]);
    // resumed, it counts on from the point it was left, and finishes once with its length
    fireEvent.click(page.getByText('Resume'));
    act(() => vi.advanceTimersByTime(5 * MIN - 91_000));
    expect(text(page, 'status')).toBe('complete');
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 300 })]);
    expect(readPracticeLog()[0]).not.toHaveProperty('ending');
  });

  it('a page killed without pagehide is paused at its last mark, and its time is logged on return', () => {
    const page = leaveAndReturn(ATTENTION, MIN + 5_000, 30 * MIN, { isKilled: true });
    expect(text(page, 'status')).toBe('paused');
    // the last mark before the crash: 4 marks of 15 s after the start
    expect(text(page, 'elapsed')).toBe('60');
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 60, ending: 'left' })]);
  });

  it('an end passed while away does not complete an attention practice', () => {
    const page = leaveAndReturn(ATTENTION, MIN, 60 * MIN);
    expect(text(page, 'status')).toBe('paused');
    expect(text(page, 'elapsed')).toBe('60');
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 60, ending: 'left' })]);
  });

  it('an end passed while away completes a wall-clock timer, at its end', () => {
    const page = leaveAndReturn(WALL_CLOCK, MIN, 60 * MIN);
    expect(text(page, 'status')).toBe('complete');
    expect(readPracticeLog()).toEqual([
      {
        tool: 'demo',
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(T0 + 5 * MIN).toISOString(),
        seconds: 300,
      },
    ]);
    expect(notices).toEqual([]);
  });

  it('an end reached while the page was still alive completes, however long ago', () => {
    const page = leaveAndReturn(ATTENTION, 5 * MIN, 60 * MIN);
    expect(text(page, 'status')).toBe('idle');
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 300 })]);
  });
});

describe('useSession: a background tab is not practice', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  /** Starts a session, practises `ms` on screen, then hides the page for `hiddenMs`. */
  function hideFor(machine: typeof ATTENTION, ms: number, hiddenMs: number) {
    const page = render(<Probe machine={machine} />);
    fireEvent.click(page.getByText('Start'));
    act(() => vi.advanceTimersByTime(ms));
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(hiddenMs));
    return page;
  }

  it('the mark stays at the moment the page was hidden', () => {
    hideFor(ATTENTION, MIN, 10 * MIN);
    expect(readSeen('demo')).toBe(T0 + MIN);
  });

  it('back after a longer absence: paused where it was hidden, its end passed completes nothing', () => {
    const page = hideFor(ATTENTION, MIN, 60 * MIN);
    // the 5-minute end passed while hidden: nothing advanced
    expect(text(page, 'status')).toBe('running');
    expect(readPracticeLog()).toEqual([]);
    setVisibility('visible');
    expect(text(page, 'status')).toBe('paused');
    expect(text(page, 'elapsed')).toBe('60');
    expect(notices).toEqual([{ tone: 'info', message: 'Paused when you left, 1:00 practised.' }]);
    expect(readPracticeLog()).toEqual([
      expect.objectContaining({
        startedAt: new Date(T0).toISOString(),
        seconds: 60,
        ending: 'left',
      }),
    ]);
    fireEvent.click(page.getByText('Resume'));
    act(() => vi.advanceTimersByTime(4 * MIN));
    expect(text(page, 'status')).toBe('complete');
  });

  it('brings it back as a reload would, for a machine that leaves a session under way alone', () => {
    const guarded: typeof ATTENTION = {
      ...ATTENTION,
      transition: (s, event) =>
        event.type === 'restore' && getSessionStatus(s) !== 'idle'
          ? s
          : ATTENTION.transition(s, event),
    };
    const page = hideFor(guarded, MIN, 60 * MIN);
    setVisibility('visible');
    expect(text(page, 'status')).toBe('paused');
    expect(text(page, 'elapsed')).toBe('60');
  });

  it('back after a short gap: it ran on at the wall clock', () => {
    const page = hideFor(ATTENTION, MIN, MIN);
    setVisibility('visible');
    expect(text(page, 'status')).toBe('running');
    expect(text(page, 'elapsed')).toBe('120');
    expect(notices).toEqual([]);
  });

  it('closed while hidden long: credits the time up to the moment it was hidden', () => {
    const page = hideFor(ATTENTION, 91_000, 60 * MIN);
    window.dispatchEvent(new Event('pagehide'));
    page.unmount();
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 91, ending: 'left' })]);
    expect(readSeen('demo')).toBe(T0 + 91_000);
  });

  it('a wall-clock timer runs on in a background tab and finishes in full', () => {
    const page = hideFor(WALL_CLOCK, MIN, 60 * MIN);
    expect(text(page, 'status')).toBe('complete');
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 300 })]);
  });
});
