/** Body scan island (docs/tools/body-scan-online.md#screen, #behaviour, #errors, #constants): setup, the scan with its body diagram, completion. */
import { useRef } from 'react';
import { SessionEndedSummary } from '../../components/session/session-summary';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useFocusHandoff } from '../../lib/ui/use-focus-handoff';
import { useSpeechSupported } from '../../lib/speech/use-speaker';
import { bodyScan, initialState } from './machine';
import { ScanComplete } from './parts/scan-complete';
import { ScanInProgress } from './parts/scan-in-progress';
import { ScanSetup } from './parts/scan-setup';
import { useVoiceGuide } from './parts/use-voice-guide';
import { VoiceSwitch } from './parts/voice-switch';
import { STORE } from './storage';

/** The body scan tool. */
export default function BodyScan() {
  const isSpeechSupported = useSpeechSupported();
  const { view, send, completions, ending } = useSession(bodyScan, () => initialState(), STORE);
  const { durationMin, isVoiceOn } = view;
  useCompletion(completions, { autoOpen: false, onComplete: () => playChime(CLOSING_BELL) });
  useVoiceGuide(view.utterance, isVoiceOn && isSpeechSupported === true);
  // Begin Journey, the scan's controls and New Session take each other's place: the focus goes with them
  const card = useRef<HTMLElement>(null);
  useFocusHandoff(card, view.status);

  const voiceSwitch = (
    <VoiceSwitch
      isOn={isVoiceOn}
      onChange={(isOn) => send({ type: 'setVoice', isVoiceOn: isOn })}
      isSupported={isSpeechSupported}
    />
  );

  return (
    <section
      ref={card}
      aria-label="Body scan"
      className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-5 shadow-soft md:p-8"
    >
      {view.status === 'setup' && (
        <ScanSetup
          durationMin={durationMin}
          onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
          onBegin={() => send({ type: 'start' })}
          voiceSwitch={voiceSwitch}
        />
      )}

      {(view.status === 'running' || view.status === 'paused') && (
        <ScanInProgress
          view={view}
          status={view.status}
          onStart={() => send({ type: 'start' })}
          onPause={() => send({ type: 'pause' })}
          onResume={() => send({ type: 'resume' })}
          onReset={() => send({ type: 'reset' })}
          onSkip={() => send({ type: 'skip' })}
          voiceSwitch={voiceSwitch}
        />
      )}

      {view.status === 'complete' && (
        <ScanComplete elapsedSec={view.elapsedSec} onNewSession={() => send({ type: 'reset' })} />
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
