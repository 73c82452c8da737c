// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ACTIVE_ATTR } from './session-flag';
import {
  createSession,
  endSession,
  getSessionDeadline,
  getSessionSecondsLeft,
  getSessionStatus,
  pauseSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  type TimedSession,
} from './timed-session';
import { useSession, type SessionMachine } from './use-session';

const appendPractice = vi.hoisted(() => vi.fn());
const unlock = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../practice-log/practice-log', () => ({
  appendPractice,
  writeUnsavedPractice: () => undefined,
}));
vi.mock('../audio/audio-engine', () => ({ getAudioEngine: () => ({ unlock }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2026-11-24T08:00:00Z');

type Event =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'end'; now: number }
  | { type: 'tick'; now: number };

/** A 10-second session; ticks only once a minute, so only the wake-up can complete it on time. */
const demo: SessionMachine<TimedSession, Event, { secondsLeft: number | null; status: string }> = {
  tool: 'demo',
  transition: (s, event) => {
    switch (event.type) {
      case 'start':
        return startSession(s, event.now);
      case 'pause':
        return pauseSession(s, event.now);
      case 'resume':
        return resumeSession(s, event.now);
      case 'end':
        return endSession(s, event.now);
      case 'tick':
        return tickSession(s, event.now);
    }
  },
  viewOf: (s) => ({ secondsLeft: getSessionSecondsLeft(s), status: getSessionStatus(s) }),
  factsOf: (s) => ({
    isRunning: getSessionStatus(s) === 'running',
    wakeAt: getSessionDeadline(s),
    tickMs: 60_000,
    completions: s.completions,
    record: toSessionRecord(s, 'demo'),
  }),
  spaceEventOf: (s) => {
    const status = getSessionStatus(s);
    return { type: status === 'running' ? 'pause' : status === 'paused' ? 'resume' : 'start' };
  },
  leaveRecordOf: (s, now) => toSessionRecord(endSession(s, now), 'demo'),
};

function Probe() {
  const { view, send } = useSession(demo, () => createSession(10_000));
  return (
    <div>
      <output data-testid="status">{view.status}</output>
      <output data-testid="left">{view.secondsLeft}</output>
      <button type="button" onClick={() => send({ type: 'start' })}>
        Start
      </button>
      <button type="button" onClick={() => send({ type: 'pause' })}>
        Pause
      </button>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  appendPractice.mockClear();
  unlock.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSession', () => {
  it('wakes at the exact deadline, completes, and logs the session once', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    expect(unlock).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(9_999));
    expect(page.getByTestId('status').textContent).toBe('running');
    act(() => vi.advanceTimersByTime(1));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(appendPractice).toHaveBeenCalledTimes(1);
    expect(appendPractice).toHaveBeenCalledWith({
      tool: 'demo',
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(T0 + 10_000).toISOString(),
      seconds: 10,
    });
    act(() => vi.advanceTimersByTime(120_000));
    expect(appendPractice).toHaveBeenCalledTimes(1);
  });

  it('after a sleep past the deadline, completes once at its true end time', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    // the laptop sleeps: the wall clock jumps and no timer ran in between
    vi.setSystemTime(T0 + 3_600_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(page.getByTestId('status').textContent).toBe('complete');
    act(() => vi.advanceTimersByTime(120_000));
    expect(appendPractice).toHaveBeenCalledTimes(1);
    expect(appendPractice.mock.calls[0]?.[0]).toMatchObject({
      endedAt: new Date(T0 + 10_000).toISOString(),
    });
  });

  it('marks the page as in a session only while it runs', () => {
    const page = render(<Probe />);
    expect(document.documentElement.hasAttribute(SESSION_ACTIVE_ATTR)).toBe(false);
    fireEvent.click(page.getByText('Start'));
    expect(document.documentElement.hasAttribute(SESSION_ACTIVE_ATTR)).toBe(true);
    fireEvent.click(page.getByText('Pause'));
    expect(document.documentElement.hasAttribute(SESSION_ACTIVE_ATTR)).toBe(false);
  });

  it('sends the machine’s Space event, but leaves Space to a focused control', () => {
    const page = render(<Probe />);
    fireEvent.keyDown(window, { code: 'Space' });
    expect(page.getByTestId('status').textContent).toBe('running');
    fireEvent.keyDown(page.getByText('Pause'), { code: 'Space' });
    expect(page.getByTestId('status').textContent).toBe('running');
    fireEvent.keyDown(document.body, { code: 'Space' });
    expect(page.getByTestId('status').textContent).toBe('paused');
  });

  it('logs a session still under way when the visitor leaves the page', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    act(() => vi.advanceTimersByTime(4_000));
    window.dispatchEvent(new Event('pagehide'));
    expect(appendPractice).toHaveBeenCalledWith(expect.objectContaining({ seconds: 4 }));
  });

  it('pauses and resumes to the millisecond', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(page.getByText('Pause'));
    act(() => vi.advanceTimersByTime(50_000));
    expect(page.getByTestId('left').textContent).toBe('7');
    fireEvent.keyDown(document.body, { code: 'Space' });
    act(() => vi.advanceTimersByTime(6_999));
    expect(page.getByTestId('status').textContent).toBe('running');
    act(() => vi.advanceTimersByTime(1));
    expect(page.getByTestId('status').textContent).toBe('complete');
  });
});
