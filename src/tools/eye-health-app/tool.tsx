/** The 20-20-20 eye timer island (docs/tools/eye-health-app.md#screen, #data, #behaviour, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { Eye, History, RotateCcw, Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useCallback, useRef } from 'react';
import { DayCountTriggers } from '../../components/session/day-count-triggers';
import { useLazyPanels } from '../../components/session/lazy-panels';
import { Countdown } from '../../components/session/countdown';
import { ProgressRing } from '../../components/session/progress-ring';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { useToneSchedule } from '../../lib/audio/use-tone-schedule';
import { toLocalDay } from '../../lib/clock/local-day';
import { useSystemNotifications } from '../../lib/notify/use-system-notifications';
import { useCompletion } from '../../lib/session/use-completion';
import { useDayCounts } from '../../lib/session/use-day-counts';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import {
  PRE_BREAK_WARNING_SEC,
  TOOL,
  eyeHealthApp,
  initialState,
  tonesOf,
  type View,
} from './machine';
import { BreakBanner } from './parts/break-banner';
import { EYE_DAY_COUNTS, HISTORY_KEY, NOTIFY_KEY, RUNNING_KEY, STORE } from './storage';
import { useFocusHandoff } from '../../lib/ui/use-focus-handoff';

const loadPanels = () => import('./parts/eye-panels');

/** The tab title: the countdown while working or on a break, the page title otherwise. */
function tabTitleOf(view: View): string | null {
  if (view.status === 'running') {
    return formatTabTitle(view.secondsLeft, view.warningSec ? 'Eye break soon' : 'Until eye break');
  }
  if (view.breakSecondsLeft) return formatTabTitle(view.breakSecondsLeft, 'Eye Break Time!');
  return null;
}

/** What the polite live region says. */
function announcementOf(view: View): string {
  if (view.status === 'break') {
    return view.canContinue
      ? 'Break complete. Press Continue when you are ready.'
      : 'Eye Break Time! Look 20 feet away for 20 seconds.';
  }
  // one announcement for the warning, not one a second
  return view.warningSec ? `An eye break begins in ${PRE_BREAK_WARNING_SEC} seconds.` : '';
}

/** The eye-health timer. */
export default function EyeHealthApp() {
  const notifications = useSystemNotifications(NOTIFY_KEY);
  const { state, view, send, post, ending } = useSession(eyeHealthApp, initialState, STORE);
  const { isSoundOn, isAutoStart } = state;
  const panels = useLazyPanels<'history' | 'settings', Awaited<ReturnType<typeof loadPanels>>>(
    loadPanels,
  );
  const today = toLocalDay(state.now);

  // The stored day counts reach the machine after mount (the server renders none), before the kit
  // restores a saved session that may have ended meanwhile and so counts on its day.
  const days = useDayCounts({
    history: HISTORY_KEY,
    counts: EYE_DAY_COUNTS,
    running: RUNNING_KEY,
    onCounts: useCallback((counts) => post({ type: 'setCounts', counts }), [post]),
  });

  // A finished session: its day's count and its record (never twice: ids are unique); a notification
  // when the tab is hidden and the visitor asked for one.
  useCompletion(state.done, {
    autoOpen: false,
    onComplete: () => {
      if (!state.lastSession) return;
      const { record } = state.lastSession;
      days.keep(record, state.counts[record.date] ?? 1);
      notifications.notifyIfHidden({
        title: 'Eye Break Time!',
        body: 'Look 20 feet away for 20 seconds.',
        tag: TOOL,
        path: `/${TOOL}`,
      });
    },
  });

  const resetToday = () => {
    send({ type: 'resetToday', day: today });
    days.clearDay(today);
  };

  useToneSchedule(isSoundOn ? tonesOf(state) : []);
  useTabTitle(tabTitleOf(view));

  // The break banner and the timer's controls take each other's place: the focus goes with them.
  const card = useRef<HTMLElement>(null);
  useFocusHandoff(card, view.status === 'break');

  return (
    <section
      ref={card}
      aria-label="Eye-health timer"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card border border-line bg-surface px-4 pt-4 pb-6 shadow-soft md:px-8"
    >
      <header className="flex w-full items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-sans text-base font-semibold whitespace-nowrap">
          <Icon icon={Eye} size={20} className="text-primary" />
          Eye care
        </h2>
        <div className="flex items-center gap-1">
          <DayCountTriggers panels={panels} todayCount={view.todayCount} icon={History} />
        </div>
      </header>

      {view.status === 'break' ? (
        <BreakBanner
          secondsLeft={view.breakSecondsLeft ?? 0}
          progress={view.breakProgress}
          isSoundOn={isSoundOn}
          onSoundChange={(next) => send({ type: 'setSound', isSoundOn: next })}
          onContinue={() => send({ type: 'continue' })}
          onReset={() => send({ type: 'reset' })}
        />
      ) : (
        <>
          <span className="rounded-full bg-primary-soft px-4 py-1 text-sm font-medium text-ink">
            20-20-20 Rule
          </span>
          <ProgressRing fraction={view.progress} className="size-56! md:size-64!">
            <Countdown seconds={view.secondsLeft} size="xl" />
            <span className="mt-1 text-sm text-muted" data-testid="eye-status">
              {view.statusText}
            </span>
          </ProgressRing>
          <p className="-mt-2 h-5 text-sm font-medium text-primary" data-testid="break-warning">
            {view.warningSec ? `Eye break in ${view.warningSec} seconds` : ''}
          </p>
          <TransportControls
            variant="round"
            className="gap-4"
            status={view.status === 'running' || view.status === 'paused' ? view.status : 'idle'}
            onStart={() => send({ type: 'start' })}
            onPause={() => send({ type: 'pause' })}
            onResume={() => send({ type: 'resume' })}
          >
            <Button
              variant="secondary"
              size="icon"
              className="order-first size-12"
              onClick={() => send({ type: 'reset' })}
              aria-label="Reset"
            >
              <Icon icon={RotateCcw} size={18} />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              className="size-12"
              onClick={() => send({ type: 'setSound', isSoundOn: !isSoundOn })}
              aria-pressed={isSoundOn}
              aria-label="Sound"
            >
              {isSoundOn ? <Icon icon={Volume2} size={18} /> : <Icon icon={VolumeX} size={18} />}
            </Button>
          </TransportControls>
        </>
      )}

      <p className="sr-only" aria-live="polite" data-testid="announcement">
        {announcementOf(view)}
      </p>
      {panels.module && (
        <panels.module.default
          openPanel={panels.openPanel}
          onClose={panels.close}
          todayCount={view.todayCount}
          today={today}
          records={days.records}
          onResetToday={resetToday}
          isSoundOn={isSoundOn}
          onSoundChange={(next) => send({ type: 'setSound', isSoundOn: next })}
          isAutoStart={isAutoStart}
          onAutoStartChange={(next) => send({ type: 'setAutoStart', isAutoStart: next })}
          notificationStatus={notifications.status}
          onNotificationsChange={notifications.setEnabled}
        />
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
