/** The 20-20-20 eye timer island (docs/tools/eye-health-app.md#screen, #data, #behaviour, #errors, #constants). */
import { Eye, History, RotateCcw, Settings2, Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useState } from 'react';
import { PanelTrigger, useLazyPanels } from '../../components/session/lazy-panels';
import { Countdown } from '../../components/session/countdown';
import { ProgressRing } from '../../components/session/progress-ring';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { useToneSchedule } from '../../lib/audio/use-tone-schedule';
import { toLocalDay } from '../../lib/clock/local-day';
import { useSystemNotifications } from '../../lib/notify/use-system-notifications';
import { appendRecordOnce, withoutDay, formatSessionCount } from '../../lib/session/history';
import { usePersistedSession } from '../../lib/session/persisted-session';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import { useStored } from '../../lib/storage/use-stored';
import {
  PRE_BREAK_WARNING_SEC,
  TOOL,
  countDaysOf,
  eyeHealthApp,
  initialState,
  snapshotOf,
  tonesOf,
  type View,
} from './machine';
import { BreakBanner } from './parts/break-banner';
import {
  HISTORY_KEY,
  NOTIFY_KEY,
  RUNNING_KEY,
  SOUND_KEY,
  readDayCounts,
  writeDayCount,
} from './storage';

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
  const [isSoundOn, setSoundOn] = useStored(SOUND_KEY);
  const [history, setHistory] = useStored(HISTORY_KEY);
  const notifications = useSystemNotifications(NOTIFY_KEY);
  const { state, view, send, post } = useSession(eyeHealthApp, initialState);
  const [isAutoStart, setAutoStart] = useState(false);
  const panels = useLazyPanels<'history' | 'settings', Awaited<ReturnType<typeof loadPanels>>>(
    loadPanels,
  );
  const today = toLocalDay(state.now);

  useEffect(() => post({ type: 'setAutoStart', isAutoStart }), [isAutoStart, post]);
  useEffect(
    () => post({ type: 'setCounts', counts: readDayCounts([toLocalDay(Date.now())]) }),
    [post],
  );
  usePersistedSession(RUNNING_KEY, snapshotOf(state), (snapshot) =>
    post({ type: 'restore', snapshot, counts: readDayCounts(countDaysOf(snapshot, Date.now())) }),
  );

  // A finished session: its day's count and its record (never twice: ids are unique); a notification
  // when the tab is hidden and the visitor asked for one.
  useCompletion(state.done, {
    autoOpen: false,
    onComplete: () => {
      if (!state.lastSession) return;
      const { record } = state.lastSession;
      setHistory((records) => appendRecordOnce(records, record));
      writeDayCount(record.date, state.counts[record.date] ?? 1);
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
    setHistory((records) => withoutDay(records, today));
    writeDayCount(today, 0);
  };

  useToneSchedule(isSoundOn ? tonesOf(state) : []);
  useTabTitle(tabTitleOf(view));

  return (
    <section
      aria-label="Eye-health timer"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card border border-line bg-surface px-4 pt-4 pb-6 shadow-soft md:px-8"
    >
      <header className="flex w-full items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
          <Icon icon={Eye} size={20} className="text-primary" />
          Eye care
        </h2>
        <div className="flex items-center gap-1">
          <PanelTrigger
            panels={panels}
            panel="history"
            variant="secondary"
            size="sm"
            data-testid="sessions-count"
          >
            <Icon icon={History} size={16} />
            {formatSessionCount(view.todayCount)} today
          </PanelTrigger>
          <PanelTrigger
            panels={panels}
            panel="settings"
            variant="ghost"
            size="icon"
            aria-label="Settings"
          >
            <Icon icon={Settings2} size={20} />
          </PanelTrigger>
        </div>
      </header>

      {view.status === 'break' ? (
        <BreakBanner
          secondsLeft={view.breakSecondsLeft ?? 0}
          progress={view.breakProgress}
          isSoundOn={isSoundOn}
          onSoundChange={setSoundOn}
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
              onClick={() => setSoundOn(!isSoundOn)}
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
          records={history}
          onResetToday={resetToday}
          isSoundOn={isSoundOn}
          onSoundChange={setSoundOn}
          isAutoStart={isAutoStart}
          onAutoStartChange={setAutoStart}
          notificationStatus={notifications.status}
          onNotificationsChange={notifications.setEnabled}
        />
      )}
    </section>
  );
}
