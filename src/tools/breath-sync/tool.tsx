/** Breath-sync island (docs/tools/breath-sync.md#screen, #behaviour, #constants): technique, circle, clock, cycles, optional cues. */
import { Square } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { BreathOrb } from '../../components/session/breath-orb';
import { SessionSummary, SessionEndedSummary } from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { Segmented } from '../../components/ui/segmented';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { formatClock } from '../../lib/clock/format-clock';
import { useCanVibrate } from '../../lib/haptics';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useSpeechSupported } from '../../lib/speech/use-speaker';
import { INHALE_SCALE, breathSync, cueOf, initialState } from './machine';
import { CustomPatternFields } from './parts/custom-pattern-fields';
import { usePhaseCues } from './parts/use-phase-cues';
import { STORE } from './storage';
import { TECHNIQUES, TECHNIQUE_IDS, formatPattern } from './techniques';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BreathSettings = lazySettings(
  'Breath Sync Settings',
  () => import('./parts/breath-settings-panel'),
  (module) => module.BreathSettingsPanel,
);

/** The circle's size when full; it is 1.6 times its empty size (docs/tools/breath-sync.md#constants). */
const ORB_LARGE = 1;
const ORB_SMALL = ORB_LARGE / INHALE_SCALE;
const TECHNIQUE_OPTIONS = TECHNIQUE_IDS.map((id) => ({ value: id, label: TECHNIQUES[id].name }));

/** The breath-sync tool. */
export default function BreathSync() {
  const canVibrate = useCanVibrate();
  const canSpeak = useSpeechSupported() !== false;
  const { state, view, send, completions, ending } = useSession(
    breathSync,
    () => initialState(),
    STORE,
  );
  const { custom, durationMin, isToneOn, isVibrationOn, isVoiceOn } = view;
  const summary = useCompletion(completions, {
    autoOpen: false,
    onComplete: () => {
      // A session that ran its length ends with the bell and the summary; one stopped early is only logged.
      if (state.ending !== 'finished') return;
      playChime(CLOSING_BELL);
      summary.open();
    },
  });

  usePhaseCues(cueOf(state), { status: view.status, isVoiceOn: isVoiceOn && canSpeak });

  const isActive = !view.canChangeSettings;
  return (
    <section
      aria-label="Breath sync"
      className="relative mx-auto flex max-w-2xl flex-col items-center rounded-card border border-line bg-surface px-4 pt-5 pb-8 shadow-soft md:px-8"
    >
      <Segmented
        label="Breathing technique"
        options={TECHNIQUE_OPTIONS}
        value={view.technique}
        onValueChange={(technique) => send({ type: 'setTechnique', technique })}
        disabled={isActive}
        className="w-full max-w-md md:max-w-none [&_label>span]:w-full [&>div]:grid [&>div]:grid-cols-2 md:[&>div]:flex"
      />

      <div className="mt-3 flex w-full items-center gap-2">
        <span aria-hidden className="size-10" />
        <p
          role="timer"
          aria-label={`${formatClock(view.elapsedSec)} of ${formatClock(view.totalSec)}`}
          className="flex-1 text-center font-display text-2xl text-muted tabular-nums"
          data-testid="session-clock"
        >
          <span className="text-ink">{formatClock(view.elapsedSec)}</span> /{' '}
          {formatClock(view.totalSec)}
        </p>
        <BreathSettings
          durationMin={durationMin}
          onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
          canChange={!isActive}
          isToneOn={isToneOn}
          onToneChange={(isOn) => send({ type: 'setTone', isToneOn: isOn })}
          isVibrationOn={isVibrationOn}
          onVibrationChange={(isOn) => send({ type: 'setVibration', isVibrationOn: isOn })}
          canVibrate={canVibrate}
          isVoiceOn={isVoiceOn}
          onVoiceChange={(isOn) => send({ type: 'setVoice', isVoiceOn: isOn })}
          canSpeak={canSpeak}
        />
      </div>

      <BreathOrb
        motion={view.orb}
        phaseSec={view.phaseSec}
        small={ORB_SMALL}
        large={ORB_LARGE}
        className="my-3 md:my-5"
      >
        <span className="text-2xl font-semibold" aria-live="polite" data-testid="phase">
          {view.status === 'paused' ? 'Paused' : view.label}
        </span>
        {view.secondsLeft === null ? (
          <span className="flex min-h-10 items-center text-sm text-muted tabular-nums">
            {formatPattern(view.pattern)}
          </span>
        ) : (
          <span
            className="min-h-10 font-display text-4xl font-light tabular-nums"
            data-testid="phase-seconds"
          >
            {view.secondsLeft}
          </span>
        )}
      </BreathOrb>

      <TransportControls
        status={isActive ? view.status : 'idle'}
        canStart={view.canStart}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
      >
        {isActive && (
          <Button variant="secondary" size="lg" onClick={() => send({ type: 'stop' })}>
            <Icon icon={Square} size={18} />
            Stop
          </Button>
        )}
      </TransportControls>

      {view.technique === 'custom' && (
        <CustomPatternFields
          pattern={custom}
          onPatternChange={(pattern) => send({ type: 'setCustom', pattern })}
          disabled={isActive}
          blockedReason={view.blockedReason}
        />
      )}

      <p className="mt-5 text-center">
        <span className="font-semibold" data-testid="technique-name">
          {view.techniqueName}
        </span>{' '}
        <span className="text-muted tabular-nums" data-testid="technique-pattern">
          {formatPattern(view.pattern)}
        </span>
      </p>
      <p className="text-center text-sm text-muted" data-testid="technique-summary">
        {view.summary}
      </p>
      <p className="mt-3 text-center" data-testid="cycles">
        Completed cycles: <span className="font-semibold tabular-nums">{view.cycles}</span>
      </p>

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.lastSessionSec}
        items={[
          { label: 'Time', value: formatClock(view.lastSessionSec), testId: 'summary-time' },
          { label: 'Cycles', value: String(view.cycles), testId: 'summary-cycles' },
        ]}
        onNewSession={() => summary.setOpen(false)}
      >
        <p className="mt-4 text-center text-sm text-muted">
          {view.techniqueName}, {formatPattern(view.pattern)}
        </p>
      </SessionSummary>
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
