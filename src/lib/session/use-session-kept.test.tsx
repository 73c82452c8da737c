// @vitest-environment happy-dom
/**
 * The kit keeps what a machine declares: settings and the session under way are read once after mount
 * (one restore event), written when they change, validated on the way in; a session whose end passed
 * while the page was gone completes once; leaving mid-session logs the practice so far, once.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice, type Notice } from '../notice/notice';
import { readPracticeLog } from '../practice-log/practice-log';
import { booleanSchema } from '../storage/guard-schema';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { BACKUP_KEY_PREFIX, defineKey } from '../storage/storage';
import { definePersistedSession } from './persisted-session';
import {
  createSession,
  getSessionDeadline,
  getSessionSecondsLeft,
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
/** What the tool showed each time the kit revealed it (restoring.ts). */
const reveals: string[] = [];
vi.mock('./restoring', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./restoring')>();
  return {
    ...actual,
    revealRestored: () => {
      // the status on screen, and how many restores the machine had taken when it was shown
      const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
      reveals.push(`${shown('status')} after ${shown('restores')}`);
      actual.revealRestored();
    },
  };
});
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2026-11-24T08:00:00Z');
const MIN = 60_000;

interface Settings {
  readonly isSoundOn: boolean;
}
interface Snapshot {
  readonly session: TimedSession;
}
interface State extends Settings {
  readonly session: TimedSession;
  readonly restores: number;
}
type Event =
  | { type: 'start' | 'pause' | 'resume' | 'tick'; now: number }
  | { type: 'setSound'; isSoundOn: boolean; now: number }
  | RestoreEvent<Settings, Snapshot>;

/** A 10-minute session; with sound on it comes back paused (the browser needs a tap first). */
const demo: SessionMachine<
  State,
  Event,
  { status: string; left: number | null },
  Settings,
  Snapshot
> = {
  tool: 'demo',
  transition: (s, event) => {
    switch (event.type) {
      case 'start':
        return { ...s, session: startSession(s.session, event.now) };
      case 'pause':
        return { ...s, session: pauseSession(s.session, event.now) };
      case 'resume':
        return { ...s, session: resumeSession(s.session, event.now) };
      case 'tick':
        return { ...s, session: tickSession(s.session, event.now) };
      case 'setSound':
        return { ...s, isSoundOn: event.isSoundOn };
      case 'restore': {
        const next = { ...s, ...event.settings, restores: s.restores + 1 };
        if (!event.snapshot) return next;
        const session = restoreSession(
          event.snapshot.session,
          s.session.completions,
          event.now,
          next.isSoundOn,
        );
        return { ...next, session };
      }
    }
  },
  viewOf: (s) => ({ status: getSessionStatus(s.session), left: getSessionSecondsLeft(s.session) }),
  factsOf: (s) => ({
    isRunning: getSessionStatus(s.session) === 'running',
    wakeAt: getSessionDeadline(s.session),
    completions: s.session.completions,
    record: toSessionRecord(s.session, 'demo'),
  }),
  leaveRecordOf: (s, now) => leaveRecordOfSession(s.session, 'demo', now),
  settingsOf: (s) => ({ isSoundOn: s.isSoundOn }),
  snapshotOf: (s) => {
    const status = getSessionStatus(s.session);
    return status === 'running' || status === 'paused'
      ? { session: toSessionSnapshot(s.session) }
      : null;
  },
};

const SOUND_KEY = defineKey<boolean>({
  key: 'stillwell:demo:sound',
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your demo sound setting',
});
const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: 'demo',
  isSnapshot: (value): value is Snapshot =>
    typeof value === 'object' && value !== null && isTimedSession((value as Snapshot).session),
  label: 'your demo session',
});
const STORE = { settings: { isSoundOn: SOUND_KEY }, snapshot: RUNNING_KEY };

const initial = (): State => ({
  isSoundOn: true,
  session: createSession(10 * MIN),
  restores: 0,
});

function Probe() {
  const { state, view, send } = useSession(demo, initial, STORE);
  return (
    <div>
      <output data-testid="status">{view.status}</output>
      <output data-testid="left">{view.left}</output>
      <output data-testid="sound">{String(state.isSoundOn)}</output>
      <output data-testid="restores">{state.restores}</output>
      <button type="button" onClick={() => send({ type: 'start' })}>
        Start
      </button>
      <button type="button" onClick={() => send({ type: 'resume' })}>
        Resume
      </button>
      <button type="button" onClick={() => send({ type: 'setSound', isSoundOn: !state.isSoundOn })}>
        Sound
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

/** A reload: the page goes (pagehide), a new one renders from the server's defaults. */
function reload(page: ReturnType<typeof render>) {
  window.dispatchEvent(new Event('pagehide'));
  page.unmount();
  return render(<Probe />);
}

/** A session started with sound off (it comes back running), `ms` of it practised, then a reload. */
function reloadSilentSessionAfter(ms: number) {
  const page = render(<Probe />);
  fireEvent.click(page.getByText('Sound'));
  fireEvent.click(page.getByText('Start'));
  act(() => vi.advanceTimersByTime(ms));
  return reload(page);
}

const text = (page: ReturnType<typeof render>, id: string) => page.getByTestId(id).textContent;

describe('a tool hidden before paint while its session is restored (restoring.ts)', () => {
  it('is shown once the session under way is on screen, never with the start screen', () => {
    const first = render(<Probe />);
    fireEvent.click(first.getByText('Start'));
    act(() => vi.advanceTimersByTime(MIN));
    reveals.length = 0;
    // the page's inline script marks the page when a session is stored (ToolLayout.astro)
    document.documentElement.setAttribute('data-restoring', '');
    const page = reload(first);
    expect(text(page, 'status')).toBe('paused');
    expect(reveals).toEqual(['paused after 1']);
    expect(document.documentElement.hasAttribute('data-restoring')).toBe(false);
  });

  it('is shown at once when the stored session cannot be read (it is set aside)', () => {
    reveals.length = 0;
    storage.setItem(RUNNING_KEY.key, '{"session":"not one"}');
    document.documentElement.setAttribute('data-restoring', '');
    const page = render(<Probe />);
    expect(text(page, 'status')).toBe('idle');
    // at once: before the machine's restore was even drawn
    expect(reveals).toEqual(['idle after 0']);
    expect(document.documentElement.hasAttribute('data-restoring')).toBe(false);
  });

  it('is shown at once when nothing was stored', () => {
    reveals.length = 0;
    render(<Probe />);
    expect(reveals).toEqual(['idle after 0']);
  });
});

describe('useSession keeps what the machine declares', () => {
  it('restores settings once after mount and writes nothing before that', () => {
    storage.setItem(SOUND_KEY.key, 'false');
    const page = render(<Probe />);
    expect(text(page, 'sound')).toBe('false');
    expect(text(page, 'restores')).toBe('1');
    expect(storage.getItem(SOUND_KEY.key)).toBe('false');
    expect(storage.getItem(RUNNING_KEY.key)).toBeNull();
  });

  it('saves a setting when it changes, and a session under way until it ends', () => {
    const page = render(<Probe />);
    fireEvent.click(page.getByText('Sound'));
    expect(storage.getItem(SOUND_KEY.key)).toBe('false');
    fireEvent.click(page.getByText('Start'));
    const saved = JSON.parse(storage.getItem(RUNNING_KEY.key) ?? 'null') as Snapshot;
    expect(saved.session.startedAt).toBe(T0);
    act(() => vi.advanceTimersByTime(10 * MIN));
    expect(text(page, 'status')).toBe('complete');
    expect(storage.getItem(RUNNING_KEY.key)).toBeNull();
  });

  it('brings a silent session back running at the wall clock, and a sounding one paused', () => {
    storage.setItem(SOUND_KEY.key, 'false');
    let page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    act(() => vi.advanceTimersByTime(2 * MIN));
    page = reload(page);
    vi.setSystemTime(T0 + 3 * MIN);
    expect(text(page, 'status')).toBe('running');
    act(() => vi.advanceTimersByTime(1_000));
    expect(text(page, 'left')).toBe('419');

    fireEvent.click(page.getByText('Sound'));
    page = reload(page);
    expect(text(page, 'status')).toBe('paused');
    expect(text(page, 'left')).toBe('419');
    fireEvent.click(page.getByText('Resume'));
    expect(text(page, 'status')).toBe('running');
  });

  it('completes a session whose end passed while the page was gone, once, with its record', () => {
    let page = render(<Probe />);
    fireEvent.click(page.getByText('Start'));
    act(() => vi.advanceTimersByTime(2 * MIN));
    page.unmount(); // the tab is killed: no pagehide
    vi.setSystemTime(T0 + 60 * MIN);
    page = render(<Probe />);
    expect(text(page, 'status')).toBe('complete');
    expect(readPracticeLog()).toEqual([
      {
        tool: 'demo',
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(T0 + 10 * MIN).toISOString(),
        seconds: 600,
      },
    ]);
    page.unmount();
    page = render(<Probe />);
    expect(text(page, 'status')).toBe('idle');
    expect(readPracticeLog()).toHaveLength(1);
  });

  it('logs the minutes when the visitor leaves, and counts them once when the session finishes', () => {
    const page = reloadSilentSessionAfter(4 * MIN);
    expect(readPracticeLog()).toEqual([expect.objectContaining({ seconds: 240 })]);
    act(() => vi.advanceTimersByTime(6 * MIN));
    expect(text(page, 'status')).toBe('complete');
    expect(readPracticeLog()).toEqual([
      expect.objectContaining({ startedAt: new Date(T0).toISOString(), seconds: 600 }),
    ]);
  });

  it('logs at once when a session restored without a gesture is left again', () => {
    const page = reloadSilentSessionAfter(4 * MIN);
    expect(text(page, 'status')).toBe('running');
    act(() => vi.advanceTimersByTime(2 * MIN));
    // no click in this page: the leave record is still written in the pagehide handler itself
    window.dispatchEvent(new Event('pagehide'));
    expect(readPracticeLog()).toEqual([
      expect.objectContaining({ startedAt: new Date(T0).toISOString(), seconds: 360 }),
    ]);
    page.unmount();
  });

  it('keeps a corrupt snapshot aside, starts fresh and says so', async () => {
    storage.setItem(RUNNING_KEY.key, '{"session":{"clock":"broken"}}');
    const page = render(<Probe />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(text(page, 'status')).toBe('idle');
    expect(storage.getItem(`${BACKUP_KEY_PREFIX}${RUNNING_KEY.key}`)).toContain('broken');
    expect(notices).toEqual([
      expect.objectContaining({
        tone: 'error',
        message: expect.stringContaining('your demo session'),
      }),
    ]);
  });

  it('keeps a snapshot out of range aside (banked time past its length), and the tool works', async () => {
    const saved = toSessionSnapshot(
      pauseSession(startSession(createSession(10 * MIN), T0), T0 + MIN),
    );
    const raw = JSON.stringify({
      session: { ...saved, clock: { ...saved.clock, bankedMs: 1e20 } },
    });
    storage.setItem(RUNNING_KEY.key, raw);
    const page = render(<Probe />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(text(page, 'status')).toBe('idle');
    expect(
      JSON.parse(storage.getItem(`${BACKUP_KEY_PREFIX}${RUNNING_KEY.key}`) ?? '{}'),
    ).toMatchObject({ raw });
    expect(notices.map((notice) => notice.message)).toEqual([
      "We couldn't read your demo session, so Stillwell started fresh. A copy was kept in this browser.",
    ]);
    fireEvent.click(page.getByText('Start'));
    expect(text(page, 'status')).toBe('running');
  });

  it('sets aside a snapshot its machine cannot restore (it throws), with the notice', async () => {
    const refusing: typeof demo = {
      ...demo,
      transition: (s, event) => {
        if (event.type === 'restore' && event.snapshot?.session.completions === 7) {
          throw new RangeError(
            'stillwell:demo:sessions:+275760-09-13 is not a member of your counts',
          );
        }
        return demo.transition(s, event);
      },
    };
    function Refusing() {
      const { view, send } = useSession(refusing, initial, STORE);
      return (
        <button type="button" onClick={() => send({ type: 'start' })}>
          {view.status}
        </button>
      );
    }
    const saved = {
      ...toSessionSnapshot(startSession(createSession(10 * MIN), T0)),
      completions: 7,
    };
    storage.setItem(RUNNING_KEY.key, JSON.stringify({ session: saved }));
    const page = render(<Refusing />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(page.getByRole('button').textContent).toBe('idle');
    expect(storage.getItem(RUNNING_KEY.key)).toBeNull();
    expect(
      JSON.parse(storage.getItem(`${BACKUP_KEY_PREFIX}${RUNNING_KEY.key}`) ?? '{}'),
    ).toMatchObject({ raw: JSON.stringify({ session: saved }) });
    expect(notices.map((notice) => notice.message)).toEqual([
      "We couldn't read your demo session, so Stillwell started fresh. A copy was kept in this browser.",
    ]);
    fireEvent.click(page.getByRole('button'));
    expect(page.getByRole('button').textContent).toBe('running');
  });

  it('never overwrites a saved session with the first render defaults, and keeps it as saved', () => {
    const session = toSessionSnapshot(startSession(createSession(10 * MIN), T0 - MIN));
    const raw = JSON.stringify({ session });
    storage.setItem(RUNNING_KEY.key, raw);
    const page = render(<Probe />);
    expect(text(page, 'status')).toBe('paused');
    // paused at the reload: the kept session is now the paused one, no longer the first render's null
    expect(JSON.parse(storage.getItem(RUNNING_KEY.key) ?? 'null')).toMatchObject({
      session: { startedAt: T0 - MIN, clock: { status: 'paused' } },
    });
  });
});

describe('stored sessions (from persisted-session)', () => {
  const running = startSession(createSession(25 * MIN), T0);

  it('accepts well-formed sessions and refuses broken ones', () => {
    expect(isTimedSession(running)).toBe(true);
    expect(isTimedSession(pauseSession(running, T0 + MIN))).toBe(true);
    expect(isTimedSession(createSession(null))).toBe(true);
    expect(isTimedSession({ ...running, clock: { ...running.clock, status: 'sleeping' } })).toBe(
      false,
    );
    expect(
      isTimedSession({ ...running, clock: { ...running.clock, segmentStartedAt: null } }),
    ).toBe(false);
    expect(isTimedSession({ ...running, completions: -1 })).toBe(false);
    expect(isTimedSession('running')).toBe(false);
  });

  it('stores the start and banked time, not the time of every tick', () => {
    const ticked = tickSession(running, T0 + 1_250);
    expect(toSessionSnapshot(ticked)).toEqual(toSessionSnapshot(running));
    expect(toSessionSnapshot(running).clock.segmentStartedAt).toBe(T0);
  });
});
