/** Box breathing island (spec 1 §2.6, §4.1): phase word, countdown, orb, dots, play/pause, hint. */
import { Volume2, VolumeX } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useRef } from 'react';
import { BreathOrb } from '../../components/session/breath-orb';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { useSession } from '../../lib/session/use-session';
import { useStored } from '../../lib/storage/use-stored';
import { cn } from '../../lib/ui/cn';
import { PHASES, PHASE_SEC, boxBreathing, initialState } from './machine';
import { SOUND_ON_KEY } from './storage';

/** Length of each phase tone (s). */
const TONE_SEC = 0.6;

/** The box breathing tool. */
export default function BoxBreathing() {
  const { view, send } = useSession(boxBreathing, initialState);
  const [isSoundOn, setSoundOn] = useStored(SOUND_ON_KEY);
  const lastToneStepRef = useRef(-1);

  // spec 1 §4.1: a tone sounds at each phase change (the first one marks the start), and only then:
  // switching the sound on mid-phase waits for the next change.
  useEffect(() => {
    if (view.step === lastToneStepRef.current) return;
    lastToneStepRef.current = view.step;
    if (view.step < 0 || !isSoundOn) return;
    getAudioEngine().playTone({ frequency: view.toneHz, durationSec: TONE_SEC, gain: 0.25 });
  }, [view.step, view.toneHz, isSoundOn]);

  return (
    <section
      aria-label="Box breathing session"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-10 shadow-soft"
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setSoundOn(!isSoundOn)}
        aria-pressed={isSoundOn}
        aria-label="Phase tones"
        className="absolute top-4 right-4"
      >
        {isSoundOn ? <Icon icon={Volume2} size={20} /> : <Icon icon={VolumeX} size={20} />}
      </Button>

      <h2 className="text-3xl font-semibold md:text-4xl" aria-live="polite" data-testid="phase">
        {view.label}
      </h2>
      <p
        className="mt-2 font-display text-6xl font-light text-primary tabular-nums"
        data-testid="countdown"
        role="timer"
        aria-label={`${view.secondsLeft} seconds left in this phase`}
      >
        {view.secondsLeft}
      </p>

      <BreathOrb motion={view.orb} phaseSec={PHASE_SEC} className="my-8" />

      <ol className="mb-8 flex gap-3" aria-label="Phases">
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
      <p className="mt-6 text-center text-muted" data-testid="hint">
        {view.hint}
      </p>
      <p className="mt-1 hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        start or pause
      </p>
    </section>
  );
}
