/** Box breathing island (docs/tools/box-breathing.md#screen, #behaviour): phase word, countdown, orb, dots, play/pause, hint. */
import { Volume2, VolumeX } from 'lucide';
import { BreathOrb } from '../../components/session/breath-orb';
import { SessionEndedSummary, SessionSummary } from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useCues } from '../../lib/session/use-cues';
import { useSession } from '../../lib/session/use-session';
import { cn } from '../../lib/ui/cn';
import {
  PHASES,
  PHASE_SEC,
  TONE_SEC,
  boxBreathing,
  cueOf,
  initialState,
  roundsIn,
  type PhaseTone,
} from './machine';
import { STORE } from './storage';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BoxSettings = lazySettings(
  'Breathing Settings',
  () => import('./parts/box-settings-panel'),
  (module) => module.BoxSettingsPanel,
);

/** Sounds a phase tone the machine asked for. */
const playPhaseTone = ({ hz }: PhaseTone) =>
  getAudioEngine().playTone({ frequency: hz, durationSec: TONE_SEC, gain: 0.25 });

/** The whole rounds breathed in a session's seconds, as its card shows them (docs/tools/box-breathing.md). */
const roundsBreathed = (seconds: number) => [
  { label: 'Rounds', value: String(roundsIn(seconds)), testId: 'summary-rounds' },
];

/** The box breathing tool. */
export default function BoxBreathing() {
  const { state, view, send, completions, ending } = useSession(boxBreathing, initialState, STORE);
  const { isSoundOn } = view;
  // only a session that ran to its end completes; a Pause or End session ends it early (the kit's card)
  const summary = useCompletion(completions, {
    // a finished timed session closes with a soft chime (Breathly's ending), when tones are on
    onComplete: () => {
      if (isSoundOn && view.rounds !== null) playChime(CLOSING_BELL);
    },
  });
  useCues(cueOf(state), playPhaseTone);

  return (
    <section
      aria-label="Box breathing session"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-7 shadow-soft md:py-10"
    >
      <div className="absolute top-3 right-3 flex gap-1 md:top-4 md:right-4">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => send({ type: 'setSound', isSoundOn: !isSoundOn })}
          aria-pressed={isSoundOn}
          aria-label="Phase tones"
        >
          <Icon icon={isSoundOn ? Volume2 : VolumeX} size={20} />
        </Button>
        <BoxSettings
          durationMin={view.durationMin}
          onDuration={(durationMin) => send({ type: 'setDuration', durationMin })}
          canChangeLength={view.status === 'idle'}
          isVibrating={view.isVibrating}
          onVibrate={(isVibrating) => send({ type: 'setVibration', isVibrating })}
        />
      </div>

      {/* issue 42: on a phone the title starts below the tones and settings buttons, never under them */}
      <h2
        className="text-3xl font-semibold max-md:mt-8 md:text-4xl"
        aria-live="polite"
        data-testid="phase"
      >
        {view.label}
      </h2>
      <p
        className="mt-1 font-display text-5xl font-light text-primary tabular-nums md:mt-2 md:text-6xl"
        data-testid="countdown"
        role="timer"
        aria-label={`${view.secondsLeft} seconds left in this phase`}
      >
        {view.secondsLeft}
      </p>
      <p className="h-5 text-sm text-muted tabular-nums" data-testid="round">
        {view.status !== 'idle' &&
          (view.rounds === null ? `Round ${view.round}` : `Round ${view.round} of ${view.rounds}`)}
      </p>

      <BreathOrb
        motion={view.orb}
        phaseSec={PHASE_SEC}
        sizeClassName="size-52 md:size-72"
        className="my-5 md:my-8"
      />

      <ol className="mb-6 flex gap-3 md:mb-8" aria-label="Phases">
        {PHASES.map((phase, index) => {
          const isCurrent = view.isRunning && index === view.phaseIndex;
          return (
            <li key={index}>
              <span
                className={cn(
                  'block size-3 rounded-full transition-colors',
                  isCurrent ? 'bg-primary' : 'bg-line',
                )}
                data-testid="phase-dot"
                data-active={isCurrent ? '' : undefined}
              />
              <span className="sr-only">
                {phase.label}
                {isCurrent ? ' (current)' : ''}
              </span>
            </li>
          );
        })}
      </ol>

      <TransportControls
        // a session waiting after a reload says 'Resume' in words, as the hint names it
        variant={view.status === 'paused' ? 'labelled' : 'round'}
        status={view.status}
        labels={{ start: 'Play', reset: 'End session' }}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onReset={() => send({ type: 'stop' })}
        showReset={view.status === 'paused'}
      />
      <p className="mt-5 text-center text-muted" data-testid="hint">
        {view.hint}
      </p>
      {/* docs/tools/box-breathing.md#behaviour: pausing stops; starting again begins at Breathe In. Say so by the control. */}
      <p className="mt-1 text-center text-sm text-muted">
        {view.status === 'paused'
          ? 'Resume carries on where the clock is; End session keeps what you practised.'
          : view.isRunning
            ? 'Pause ends this round; Play starts again at Breathe In.'
            : view.rounds === null
              ? 'An open session: breathe for as long as you like.'
              : `${view.rounds} rounds, about ${Math.round((view.rounds * 16) / 60)} minutes.`}
        <span className="hidden md:inline">
          {' '}
          <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">
            Space
          </kbd>{' '}
          starts or pauses.
        </span>
      </p>

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.completedSec}
        items={[...roundsBreathed(view.completedSec), { label: 'Pattern', value: '4-4-4-4' }]}
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'start' });
        }}
        // a Pause that landed after the end completed it: that can be taken back too
        {...(ending?.isCompleted && {
          onUndo: () => {
            summary.setOpen(false);
            ending.undo();
          },
        })}
      />
      {/* a session its Pause or End session ended early: the kit's card, its minutes, rounds and Undo */}
      <SessionEndedSummary ending={ending?.isCompleted ? null : ending} itemsOf={roundsBreathed} />
    </section>
  );
}
