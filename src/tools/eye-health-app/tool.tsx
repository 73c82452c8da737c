/** The 20-20-20 eye timer island (docs/tools/eye-health-app.md#screen, #data, #behaviour, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { useRef } from 'react';
import { useLazyPanels } from '../../components/session/lazy-panels';
import { longTimerSettingsOf } from '../../components/session/long-timer-settings';
import { useToneSchedule } from '../../lib/audio/use-tone-schedule';
import { toLocalDay } from '../../lib/clock/local-day';
import { useSystemNotifications } from '../../lib/notify/use-system-notifications';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import { PRE_BREAK_WARNING_SEC, eyeHealthApp, initialState, tonesOf, type View } from './machine';
import { BreakBanner } from './parts/break-banner';
import { EyeHeader } from './parts/eye-header';
import { EyeTimer } from './parts/eye-timer';
import { useEyeDays } from './parts/use-eye-days';
import { NOTIFY_KEY, STORE } from './storage';
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
  const { isSoundOn } = state;
  const panels = useLazyPanels<'history' | 'settings', Awaited<ReturnType<typeof loadPanels>>>(
    loadPanels,
  );
  const today = toLocalDay(state.now);
  const { records, resetToday } = useEyeDays({ state, send, post, notifications, today });

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
      <EyeHeader panels={panels} todayCount={view.todayCount} />

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
        <EyeTimer view={view} isSoundOn={isSoundOn} send={send} />
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
          records={records}
          onResetToday={resetToday}
          settings={longTimerSettingsOf(state, send, notifications)}
        />
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
