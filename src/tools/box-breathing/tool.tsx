/** Box breathing island (docs/tools/box-breathing.md#screen, #behaviour): phase word, countdown, orb, dots, play/pause, hint. */
import { Volume2, VolumeX } from 'lucide';
import { useEffect, useRef } from 'react';
import { BreathOrb } from '../../components/session/breath-orb';
import { SessionSummary } from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { vibrate } from '../../lib/haptics';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useStored } from '../../lib/storage/use-stored';
import { cn } from '../../lib/ui/cn';
import { PHASES, PHASE_SEC, boxBreathing, initialState } from './machine';
import { LENGTH_KEY, SOUND_ON_KEY, VIBRATE_KEY } from './storage';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BoxSettings = lazySettings(
  'Breathing Settings',
  () => import('./parts/box-settings-panel'),
  (module) => module.BoxSettingsPanel,
);

/** Length of each phase tone (s). */
const TONE_SEC = 0.6;

/** The box breathing tool. */
export default function BoxBreathing() {
  const { view, send, post, completions } = useSession(boxBreathing, initialState);
  const [isSoundOn, setSoundOn] = useStored(SOUND_ON_KEY);
  const [isVibrating, setVibrating] = useStored(VIBRATE_KEY);
  const [lengthMin, setLengthMin] = useStored(LENGTH_KEY);
  const summary = useCompletion(completions, {
    // a finished timed session closes with a soft chime (Breathly's ending), when tones are on
    autoOpen: view.rounds !== null,
    onComplete: () => {
      if (isSoundOn && view.rounds !== null) playChime(CLOSING_BELL);
    },
  });
  const lastStepRef = useRef(-1);

  // The stored length reaches the machine after mount (the server renders the default).
  useEffect(() => post({ type: 'setLength', lengthMin }), [lengthMin, post]);

  // docs/tools/box-breathing.md#behaviour: a tone sounds at each phase change (the first one marks the start), and only then:
  // switching the sound on mid-phase waits for the next change. Vibration follows the same changes.
  useEffect(() => {
    if (view.step === lastStepRef.current) return;
    lastStepRef.current = view.step;
    if (view.step < 0) return;
    if (isVibrating) vibrate();
    if (isSoundOn) {
      getAudioEngine().playTone({ frequency: view.toneHz, durationSec: TONE_SEC, gain: 0.25 });
    }
  }, [view.step, view.toneHz, isSoundOn, isVibrating]);

  return (
    <section
      aria-label="Box breathing session"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-7 shadow-soft md:py-10"
    >
      <div className="absolute top-3 right-3 flex gap-1 md:top-4 md:right-4">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setSoundOn(!isSoundOn)}
          aria-pressed={isSoundOn}
          aria-label="Phase tones"
        >
          <Icon icon={isSoundOn ? Volume2 : VolumeX} size={20} />
        </Button>
        <BoxSettings
          lengthMin={lengthMin}
          onLength={setLengthMin}
          canChangeLength={!view.isRunning}
          isVibrating={isVibrating}
          onVibrate={setVibrating}
        />
      </div>

      <h2 className="text-3xl font-semibold md:text-4xl" aria-live="polite" data-testid="phase">
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
        {view.isRunning &&
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
        variant="round"
        status={view.isRunning ? 'running' : 'idle'}
        labels={{ start: 'Play' }}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
      />
      <p className="mt-5 text-center text-muted" data-testid="hint">
        {view.hint}
      </p>
      {/* docs/tools/box-breathing.md#behaviour: pausing stops; starting again begins at Breathe In. Say so by the control. */}
      <p className="mt-1 text-center text-sm text-muted">
        {view.isRunning
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
        items={[
          { label: 'Rounds', value: String(view.rounds ?? 0), testId: 'summary-rounds' },
          { label: 'Pattern', value: '4-4-4-4' },
        ]}
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'start' });
        }}
      />
    </section>
  );
}
