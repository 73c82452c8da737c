/** Pomodoro focus timer island (docs/tools/focus-timer.md#screen, #data, #behaviour, #errors, #constants). */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { Target } from 'lucide';
import { useState } from 'react';
import { DayCountTriggers } from '../../components/session/day-count-triggers';
import { longTimerSettingsOf } from '../../components/session/long-timer-settings';
import { useLazyPanels } from '../../components/session/lazy-panels';
import { Countdown } from '../../components/session/countdown';
import { ProgressRing } from '../../components/session/progress-ring';
import { TransportControls } from '../../components/session/transport';
import { Segmented } from '../../components/ui/segmented';
import { useToneSchedule } from '../../lib/audio/use-tone-schedule';
import { toLocalDay } from '../../lib/clock/local-day';
import { useSystemNotifications } from '../../lib/notify/use-system-notifications';
import { useCompletion } from '../../lib/session/use-completion';
import { useLongTimerDays } from '../../lib/session/use-day-counts';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import {
  MODES,
  MODE_LABELS,
  TOOL,
  focusTimer,
  initialState,
  phaseEndMessage,
  tonesOf,
  type Mode,
} from './machine';
import { FOCUS_DAY_COUNTS, HISTORY_KEY, NOTIFY_KEY, RUNNING_KEY, STORE } from './storage';

const MODE_OPTIONS = MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));
const loadPanels = () => import('./parts/focus-panels');

/** The focus timer. */
export default function FocusTimer() {
  const notifications = useSystemNotifications(NOTIFY_KEY);
  const { state, view, send, post, ending } = useSession(focusTimer, initialState, STORE);
  const [announcement, setAnnouncement] = useState('');
  const panels = useLazyPanels<'settings' | 'history', Awaited<ReturnType<typeof loadPanels>>>(
    loadPanels,
  );

  // The stored day counts reach the machine after mount (the server renders none), before the kit
  // restores a saved phase that may have ended meanwhile and so counts on its day; a finished focus
  // session keeps its day's count and its history record once.
  const days = useLongTimerDays({
    state,
    post,
    history: HISTORY_KEY,
    counts: FOCUS_DAY_COUNTS,
    running: RUNNING_KEY,
  });
  // A phase ended: say so on the page and, when the tab is hidden, in a notification if asked for.
  useCompletion(state.phasesDone, {
    autoOpen: false,
    onComplete: () => {
      if (!state.lastPhase) return;
      const message = phaseEndMessage(state.lastPhase, state.isAutoStart);
      setAnnouncement(`${message.title}. ${message.body}`);
      notifications.notifyIfHidden({ ...message, tag: TOOL, path: `/${TOOL}` });
    },
  });

  useToneSchedule(state.isSoundOn ? tonesOf(state) : []);
  useTabTitle(view.status === 'running' ? formatTabTitle(view.secondsLeft, view.modeLabel) : null);

  return (
    <section
      aria-label="Focus timer"
      className="relative mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-4 pt-4 pb-6 shadow-soft md:px-8"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <DayCountTriggers panels={panels} todayCount={view.todayCount} icon={Target} />
      </div>

      <Segmented<Mode>
        label="Mode"
        options={MODE_OPTIONS}
        value={view.mode}
        onValueChange={(mode) => send({ type: 'selectMode', mode })}
      />

      <ProgressRing fraction={view.progress} className="size-56! md:size-64!">
        <span
          className="mb-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-ink"
          data-testid="mode-badge"
        >
          {view.modeLabel}
        </span>
        <Countdown seconds={view.secondsLeft} size="xl" />
        <span className="mt-1 h-5 text-sm text-muted" data-testid="timer-status">
          {view.status === 'paused' ? 'Paused' : view.isAutoStartPending ? 'Starting…' : ''}
        </span>
      </ProgressRing>

      <TransportControls
        status={view.status}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onReset={() => send({ type: 'reset' })}
        showReset
      />

      <p className="sr-only" aria-live="polite" data-testid="announcement">
        {announcement}
      </p>
      {panels.module && (
        <panels.module.default
          openPanel={panels.openPanel}
          onClose={panels.close}
          settings={longTimerSettingsOf(state, send, notifications)}
          today={toLocalDay(state.now)}
          records={days.records}
        />
      )}
      <p className="hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        start or pause
      </p>
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
