/**
 * The eye timer's days (docs/tools/eye-health-app.md#data, #behaviour): the stored day counts handed to
 * the machine, a finished session's count and record kept once, with a notification while the tab is
 * hidden, and Reset today's count.
 */
import type { DayKey } from '../../../lib/clock/local-day';
import type { SystemNotifications } from '../../../lib/notify/use-system-notifications';
import { useLongTimerDays } from '../../../lib/session/use-day-counts';
import type { Untimed } from '../../../lib/session/use-session';
import { TOOL, type Event, type State } from '../machine';
import { EYE_DAY_COUNTS, HISTORY_KEY, RUNNING_KEY } from '../storage';

/** What the days are kept from. */
export interface EyeDaysOptions {
  readonly state: State;
  /** Sends a visitor's event (the session hook's `send`). */
  readonly send: (event: Untimed<Event>) => void;
  /** Sends an event that is not a gesture (the session hook's `post`). */
  readonly post: (event: Untimed<Event>) => void;
  readonly notifications: SystemNotifications;
  /** The local day of the machine's clock. */
  readonly today: DayKey;
}

/** The stored history, and Reset today (its count and its records). */
export function useEyeDays({ state, send, post, notifications, today }: EyeDaysOptions) {
  // The stored day counts reach the machine after mount (the server renders none), before the kit
  // restores a saved session that may have ended meanwhile and so counts on its day. A finished
  // session is kept once, with a notification when the tab is hidden and the visitor asked for one.
  const days = useLongTimerDays({
    state,
    post,
    history: HISTORY_KEY,
    counts: EYE_DAY_COUNTS,
    running: RUNNING_KEY,
    onFinished: () =>
      notifications.notifyIfHidden({
        title: 'Eye Break Time!',
        body: 'Look 20 feet away for 20 seconds.',
        tag: TOOL,
        path: `/${TOOL}`,
      }),
  });

  const resetToday = () => {
    send({ type: 'resetToday', day: today });
    days.clearDay(today);
  };
  return { records: days.records, resetToday };
}
