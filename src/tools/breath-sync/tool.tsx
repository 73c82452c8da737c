/** Breath-sync island (docs/tools/breath-sync.md#screen, #behaviour, #constants): technique, circle, clock, cycles, optional cues. */
import { SessionEndedSummary } from '../../components/session/session-summary';
import { Segmented } from '../../components/ui/segmented';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useCanVibrate } from '../../lib/haptics';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useSpeechSupported } from '../../lib/speech/use-speaker';
import { breathSync, cueOf, initialState } from './machine';
import { BreathClockBar } from './parts/breath-clock-bar';
import { BreathStage } from './parts/breath-stage';
import { BreathSummary } from './parts/breath-summary';
import { CustomPatternFields } from './parts/custom-pattern-fields';
import { TechniqueCaption } from './parts/technique-caption';
import { usePhaseCues } from './parts/use-phase-cues';
import { STORE } from './storage';
import { TECHNIQUES, TECHNIQUE_IDS } from './techniques';

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
  const summary = useCompletion(completions, {
    autoOpen: false,
    onComplete: () => {
      // A session that ran its length ends with the bell and the summary; one stopped early is only logged.
      if (state.ending !== 'finished') return;
      playChime(CLOSING_BELL);
      summary.open();
    },
  });

  usePhaseCues(cueOf(state), { status: view.status, isVoiceOn: view.isVoiceOn && canSpeak });

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

      <BreathClockBar
        view={view}
        send={send}
        isActive={isActive}
        canVibrate={canVibrate}
        canSpeak={canSpeak}
      />

      <BreathStage view={view} send={send} isActive={isActive} />

      {view.technique === 'custom' && (
        <CustomPatternFields
          pattern={view.custom}
          onPatternChange={(pattern) => send({ type: 'setCustom', pattern })}
          disabled={isActive}
          blockedReason={view.blockedReason}
        />
      )}

      <TechniqueCaption view={view} />

      <BreathSummary view={view} open={summary.isOpen} onOpenChange={summary.setOpen} />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
