/** Box breathing island (docs/tools/box-breathing.md#screen, #behaviour): phase word, countdown, orb, dots, play/pause, hint. */
import { BreathOrb } from '../../components/session/breath-orb';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useCues } from '../../lib/session/use-cues';
import { useSession } from '../../lib/session/use-session';
import { PHASE_SEC, TONE_SEC, boxBreathing, cueOf, initialState, type PhaseTone } from './machine';
import { BoxControls } from './parts/box-controls';
import { BoxSummary } from './parts/box-summary';
import { BoxToolbar } from './parts/box-toolbar';
import { PhaseDots } from './parts/phase-dots';
import { PhaseReadout } from './parts/phase-readout';
import { STORE } from './storage';

/** Sounds a phase tone the machine asked for. */
const playPhaseTone = ({ hz }: PhaseTone) =>
  getAudioEngine().playTone({ frequency: hz, durationSec: TONE_SEC, gain: 0.25 });

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
      <BoxToolbar view={view} send={send} />
      <PhaseReadout view={view} />
      <BreathOrb
        motion={view.orb}
        phaseSec={PHASE_SEC}
        sizeClassName="size-52 md:size-72"
        className="my-5 md:my-8"
      />
      <PhaseDots view={view} />
      <BoxControls view={view} send={send} />
      <BoxSummary view={view} send={send} summary={summary} ending={ending} />
    </section>
  );
}
