/** Walking meditation island (docs/tools/walking-meditation.md#screen, #data, #behaviour, #errors, #constants). */
import { Footprints, Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { Countdown } from '../../components/session/countdown';
import { SettingsTrigger, useLazyPanels } from '../../components/session/lazy-panels';
import { SessionSummary, SessionEndedSummary } from '../../components/session/session-summary';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { useToneSchedule } from '../../lib/audio/use-tone-schedule';
import { formatClock } from '../../lib/clock/format-clock';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { formatTabTitle, useTabTitle } from '../../lib/session/use-tab-title';
import { PACE_LABELS, formatCycle, initialState, tonesOf, walkingMeditation } from './machine';
import { StepGuide } from './parts/step-guide';
import { STORE } from './storage';

const loadSettings = () => import('./parts/walking-settings');

/** One figure of the running view. */
function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <p className="flex flex-col items-center">
      <span className="text-sm text-muted">{label}</span>
      <span className="font-display text-4xl font-light tabular-nums" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/** The walking meditation tool. */
export default function WalkingMeditation() {
  const { state, view, send, completions, ending } = useSession(
    walkingMeditation,
    initialState,
    STORE,
  );
  const { durationMin, pace, isSoundOn } = view;
  const summary = useCompletion(completions);
  const panels = useLazyPanels<'settings', Awaited<ReturnType<typeof loadSettings>>>(loadSettings);

  useToneSchedule(tonesOf(state));
  useTabTitle(view.status === 'running' ? formatTabTitle(view.secondsLeft, 'Walking') : null);

  const reset = () => {
    summary.setOpen(false);
    send({ type: 'reset' });
  };
  const toneButton = (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => send({ type: 'setSound', isSoundOn: !isSoundOn })}
      aria-pressed={isSoundOn}
      aria-label="Step tones"
    >
      {isSoundOn ? <Icon icon={Volume2} size={20} /> : <Icon icon={VolumeX} size={20} />}
    </Button>
  );

  return (
    <section
      aria-label="Walking meditation"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-5 pt-4 pb-8 shadow-soft md:px-8"
    >
      <div className="flex w-full items-center justify-end gap-1">
        {toneButton}
        {view.status === 'idle' && <SettingsTrigger panels={panels} />}
      </div>

      {view.status === 'idle' ? (
        <div className="flex flex-col items-center pb-2 text-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon icon={Footprints} size={40} />
          </span>
          <h2 className="mt-4 text-2xl font-semibold">Walk with attention</h2>
          <p className="mt-2 max-w-sm text-muted">
            Find a quiet path of 10 to 20 steps. Follow each step in four parts, lift, move, place
            and pause, with a soft tone for each.
          </p>
          <p className="mt-4 font-medium" data-testid="intro-settings">
            {PACE_LABELS[pace]} pace · {formatCycle(pace)} · {durationMin} min
          </p>
          <Button className="mt-5" size="lg" onClick={() => send({ type: 'start' })}>
            Begin Walking
          </Button>
        </div>
      ) : (
        <>
          <div className="flex w-full items-end justify-around gap-4">
            <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
            <Figure label="Steps" value={view.steps} testId="steps" />
            <Figure label="Steps/min" value={view.stepsPerMinute} testId="steps-per-minute" />
          </div>
          <div className="my-8 flex min-h-44 items-center">
            {view.phase ? (
              <StepGuide phase={view.phase} />
            ) : (
              <p className="font-display text-3xl font-semibold">Session complete</p>
            )}
          </div>
          <TransportControls
            status={view.status}
            size="md"
            onStart={() => send({ type: 'start' })}
            onPause={() => send({ type: 'pause' })}
            onResume={() => send({ type: 'resume' })}
            onReset={reset}
            isMainShown={view.status !== 'complete'}
            showReset
          >
            {view.status === 'complete' && <Button onClick={summary.open}>Summary</Button>}
          </TransportControls>
        </>
      )}

      {panels.module && (
        <panels.module.default
          open={panels.openPanel === 'settings' && view.status === 'idle'}
          onClose={panels.close}
          durationMin={durationMin}
          onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
          pace={pace}
          onPaceChange={(next) => send({ type: 'setPace', pace: next })}
        />
      )}
      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        title="Session Complete"
        seconds={view.elapsedSec}
        items={[
          { label: 'Total time', value: formatClock(view.elapsedSec), testId: 'summary-time' },
          { label: 'Mindful steps', value: String(view.steps), testId: 'summary-steps' },
          {
            label: 'Average pace',
            value: `${view.stepsPerMinute}/min`,
            testId: 'summary-pace',
          },
        ]}
        onNewSession={reset}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
