// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSession,
  endSession,
  getSessionElapsedMs,
  getSessionStatus,
  leaveRecordOfSession,
  pauseSession,
  resetSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  type TimedSession,
} from './timed-session';
import { undoneState, useSession, type SessionMachine } from './use-session';

const appendPractice = vi.hoisted(() => vi.fn());
const removePractice = vi.hoisted(() => vi.fn());
vi.mock('../practice-log/practice-log', () => ({
  appendPractice,
  removePractice,
  writeUnsavedPractice: () => undefined,
}));
vi.mock('../audio/audio-engine', () => ({
  getAudioEngine: () => ({ unlock: () => Promise.resolve() }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2026-11-24T08:00:00Z');
const MIN = 60_000;

type Event =
  | { type: 'start' | 'pause' | 'resume' | 'stop' | 'finish' | 'tick'; now: number }
  | { type: 'restore'; settings: unknown; now: number };

/** A ten-minute session whose Stop throws it away (as the tools' Stop did) and whose Finish completes it. */
const demo: SessionMachine<TimedSession, Event, { status: string; elapsedSec: number }> = {
  tool: 'demo',
  transition: (s, event) => {
    switch (event.type) {
      case 'start':
        return startSession(s, event.now);
      case 'pause':
        return pauseSession(s, event.now);
      case 'resume':
        return resumeSession(s, event.now);
      case 'stop':
        return resetSession(s);
      case 'finish':
        return endSession(s, event.now);
      case 'tick':
        return tickSession(s, event.now);
      case 'restore':
        return s;
    }
  },
  viewOf: (s) => ({
    status: getSessionStatus(s),
    elapsedSec: Math.floor(getSessionElapsedMs(s) / 1000),
  }),
  factsOf: (s) => ({
    isRunning: getSessionStatus(s) === 'running',
    wakeAt: null,
    completions: s.completions,
    record: toSessionRecord(s, 'demo'),
  }),
  leaveRecordOf: (s, now) => leaveRecordOfSession(s, 'demo', now),
  // Space pauses a running session and resumes a paused one, as in the tools
  spaceEventOf: (s) => {
    const status = getSessionStatus(s);
    return status === 'running'
      ? { type: 'pause' }
      : status === 'paused'
        ? { type: 'resume' }
        : null;
  },
};

function Probe() {
  const { view, send, ending } = useSession(demo, () => createSession(10 * MIN));
  return (
    <div>
      <output data-testid="status">{view.status}</output>
      <output data-testid="elapsed">{view.elapsedSec}</output>
      <output data-testid="ended">{ending ? ending.seconds : 'none'}</output>
      <output data-testid="completed">{String(ending?.isCompleted ?? false)}</output>
      {(['start', 'pause', 'stop', 'finish'] as const).map((type) => (
        <button key={type} type="button" onClick={() => send({ type })}>
          {type}
        </button>
      ))}
      <button type="button" onClick={() => ending?.undo()}>
        undo
      </button>
      <button type="button" onClick={() => ending?.close()}>
        close
      </button>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  appendPractice.mockClear();
  removePractice.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSession: every ending keeps what was practised', () => {
  it('a Stop that throws the session away keeps its minutes in the journal, marked early, once', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(3 * MIN));
    fireEvent.click(page.getByText('stop'));
    expect(page.getByTestId('status').textContent).toBe('idle');
    expect(page.getByTestId('ended').textContent).toBe('180');
    expect(appendPractice).toHaveBeenCalledTimes(1);
    expect(appendPractice).toHaveBeenCalledWith({
      tool: 'demo',
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(T0 + 3 * MIN).toISOString(),
      seconds: 180,
      ending: 'early',
    });
    fireEvent.click(page.getByText('close'));
    expect(page.getByTestId('ended').textContent).toBe('none');
    window.dispatchEvent(new Event('pagehide'));
    expect(appendPractice).toHaveBeenCalledTimes(1);
  });

  it('a paused session ended keeps the time before the pause', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(2 * MIN));
    fireEvent.click(page.getByText('pause'));
    act(() => vi.advanceTimersByTime(5 * MIN));
    fireEvent.click(page.getByText('stop'));
    expect(appendPractice).toHaveBeenCalledWith(
      expect.objectContaining({ seconds: 120, ending: 'early' }),
    );
  });

  it('Undo brings the session back as it was and takes its entry out of the journal', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(9 * MIN));
    fireEvent.click(page.getByText('stop'));
    fireEvent.click(page.getByText('undo'));
    expect(removePractice).toHaveBeenCalledWith('demo', new Date(T0).toISOString());
    expect(page.getByTestId('status').textContent).toBe('running');
    expect(page.getByTestId('ended').textContent).toBe('none');
    act(() => vi.advanceTimersByTime(MIN));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(appendPractice).toHaveBeenLastCalledWith(
      expect.objectContaining({ seconds: 600, startedAt: new Date(T0).toISOString() }),
    );
    expect(appendPractice.mock.lastCall?.[0]).not.toHaveProperty('ending');
  });

  it('Undo does not count the seconds the card was open as practice', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(9 * MIN));
    fireEvent.click(page.getByText('stop'));
    // the visitor reads the card for half a minute, then takes the Stop back
    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.click(page.getByText('undo'));
    expect(page.getByTestId('status').textContent).toBe('running');
    expect(page.getByTestId('elapsed').textContent).toBe('540');
    act(() => vi.advanceTimersByTime(MIN - 1000));
    expect(page.getByTestId('status').textContent).toBe('running');
    act(() => vi.advanceTimersByTime(1000));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(appendPractice).toHaveBeenLastCalledWith(
      expect.objectContaining({
        seconds: 600,
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(T0 + 10.5 * MIN).toISOString(),
      }),
    );
  });

  it('a session whose Space pause ends it (box breathing) comes back as it was, not as a new one', () => {
    // Space: 'finish' while running (an end), 'start' after it: no pause that holds the session
    const endsOnPause: typeof demo = {
      ...demo,
      spaceEventOf: (s) => ({ type: getSessionStatus(s) === 'running' ? 'finish' : 'start' }),
    };
    const before = startSession(createSession(10 * MIN), T0);
    const undone = undoneState(endsOnPause, { before, at: T0 + 3 * MIN }, T0 + 4 * MIN);
    expect(undone).toBe(before);
    // the demo's own Space holds it: paused at the tap, resumed at the Undo
    const held = undoneState(demo, { before, at: T0 + 3 * MIN }, T0 + 4 * MIN);
    expect(getSessionStatus(held)).toBe('running');
    expect(getSessionElapsedMs(held)).toBe(3 * MIN);
  });

  it('a paused session ended and undone comes back paused, as it was', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(2 * MIN));
    fireEvent.click(page.getByText('pause'));
    act(() => vi.advanceTimersByTime(MIN));
    fireEvent.click(page.getByText('stop'));
    act(() => vi.advanceTimersByTime(MIN));
    fireEvent.click(page.getByText('undo'));
    expect(page.getByTestId('status').textContent).toBe('paused');
    expect(page.getByTestId('elapsed').textContent).toBe('120');
  });

  it('a finished session keeps its length and shows no early ending', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(10 * MIN));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(page.getByTestId('ended').textContent).toBe('none');
    expect(appendPractice).toHaveBeenCalledTimes(1);
    expect(appendPractice).toHaveBeenCalledWith(expect.objectContaining({ seconds: 600 }));
  });

  it('a tool that completes on its own Finish logs its record once, and Undo takes it back', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(4 * MIN));
    fireEvent.click(page.getByText('finish'));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(page.getByTestId('ended').textContent).toBe('240');
    expect(page.getByTestId('completed').textContent).toBe('true');
    expect(appendPractice).toHaveBeenCalledTimes(1);
    expect(appendPractice).toHaveBeenCalledWith(expect.objectContaining({ seconds: 240 }));
    fireEvent.click(page.getByText('undo'));
    expect(removePractice).toHaveBeenCalledWith('demo', new Date(T0).toISOString());
    expect(page.getByTestId('status').textContent).toBe('running');
    // the session taken back finishes again, and is logged again
    act(() => vi.advanceTimersByTime(6 * MIN));
    expect(page.getByTestId('status').textContent).toBe('complete');
    expect(appendPractice).toHaveBeenCalledTimes(2);
    expect(appendPractice).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 600 }));
  });

  it('a session left keeps the time practised, marked left', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    act(() => vi.advanceTimersByTime(MIN));
    window.dispatchEvent(new Event('pagehide'));
    expect(appendPractice).toHaveBeenCalledWith(
      expect.objectContaining({ seconds: 60, ending: 'left' }),
    );
  });

  it('a Stop before anything was practised is simply a stop', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('start'));
    fireEvent.click(page.getByText('stop'));
    expect(page.getByTestId('ended').textContent).toBe('none');
    expect(appendPractice).not.toHaveBeenCalled();
  });
});
