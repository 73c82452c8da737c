/** Body scan island (docs/tools/body-scan-online.md#screen, #behaviour, #errors, #constants): setup, the scan with its body diagram, completion. */
import { SkipForward, Sparkles } from 'lucide';
import { useRef } from 'react';
import { Icon } from '../../components/ui/icon';
import { Countdown } from '../../components/session/countdown';
import { DurationPicker } from '../../components/session/duration-picker';
import {
  formatMinutesPractised,
  SessionEndedSummary,
} from '../../components/session/session-summary';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { FOCUS_NEXT, useFocusHandoff } from '../../lib/ui/use-focus-handoff';
import { useSpeechSupported } from '../../lib/speech/use-speaker';
import { DURATIONS_MIN, ZONE_COUNT, bodyScan, initialState, zoneSecOf } from './machine';
import { BodyDiagram } from './parts/body-diagram';
import { useVoiceGuide } from './parts/use-voice-guide';
import { VoiceSwitch } from './parts/voice-switch';
import { STORE } from './storage';
import { CLOSING_TEXT } from './zones';

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
        <div className="grid items-center gap-6 md:grid-cols-[13rem_1fr] md:gap-10">
          <div className="text-center md:order-2 md:text-left">
            <h2 className="text-2xl font-semibold md:text-3xl">Scan Through Your Body</h2>
            <p className="mt-2 text-muted">
              Lie down or sit comfortably and close your eyes if you like. Your attention moves
              through {ZONE_COUNT} zones, from the crown of your head to your toes, for{' '}
              <span data-testid="zone-seconds">{zoneSecOf(durationMin)}</span> seconds each.
            </p>
            <DurationPicker
              minutes={DURATIONS_MIN}
              value={durationMin}
              onValueChange={(next) => send({ type: 'setDuration', durationMin: next })}
              className="mt-5 md:[&>div]:justify-start"
            />
            <div className="mt-4 flex flex-col items-center gap-4 md:flex-row md:justify-between">
              <Button size="lg" onClick={() => send({ type: 'start' })}>
                Begin Journey
              </Button>
              {voiceSwitch}
            </div>
          </div>
          <BodyDiagram current={null} isComplete={false} className="mx-auto w-32 md:w-full" />
        </div>
      )}

      {(view.status === 'running' || view.status === 'paused') && (
        <div className="grid grid-cols-[4.5rem_1fr] gap-x-5 gap-y-6 md:grid-cols-[13rem_1fr] md:gap-x-10">
          <BodyDiagram
            current={view.zoneIndex}
            isComplete={false}
            className="w-full self-start md:row-span-2"
          />
          <div className="min-w-0">
            <p className="text-sm font-medium text-primary" data-testid="zone-count">
              Zone {view.zoneIndex + 1} of {ZONE_COUNT}
              {view.status === 'paused' ? ' · Paused' : ''}
            </p>
            <h2
              className="mt-1 text-2xl font-semibold md:text-3xl"
              aria-live="polite"
              data-testid="zone-name"
            >
              {view.zoneName}
            </h2>
            <p className="mt-3 text-lg leading-relaxed md:text-xl" data-testid="instruction">
              {view.instruction}
            </p>
          </div>
          <div className="col-span-2 md:col-span-1 md:col-start-2">
            {/* why a grid of two rows: the captions share one baseline and the figures another,
                though the figures differ in size (issue 24) */}
            <dl className="grid grid-flow-col grid-rows-[auto_auto] items-baseline justify-center gap-x-8 md:justify-start">
              <dt className="text-center text-sm text-muted">This zone</dt>
              <dd className="text-center">
                <Countdown seconds={view.zoneSecondsLeft} testId="zone-timer" />
              </dd>
              <dt className="text-center text-sm text-muted">Whole scan</dt>
              <dd className="text-center">
                <Countdown seconds={view.secondsLeft} size="md" testId="scan-timer" />
              </dd>
            </dl>
            <div
              className="mt-4 h-1.5 overflow-hidden rounded-full bg-surface-2"
              role="progressbar"
              aria-label="Body scan progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(view.progress * 100)}
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300 ease-linear"
                style={{ width: `${view.progress * 100}%` }}
              />
            </div>
            <TransportControls
              className="mt-6 md:justify-start"
              size="md"
              status={view.status}
              onStart={() => send({ type: 'start' })}
              onPause={() => send({ type: 'pause' })}
              onResume={() => send({ type: 'resume' })}
              onReset={() => send({ type: 'reset' })}
            >
              <Button
                variant="secondary"
                onClick={() => send({ type: 'skip' })}
                disabled={!view.canSkip}
              >
                <Icon icon={SkipForward} size={18} />
                Skip
              </Button>
            </TransportControls>
            <div className="mt-5 flex justify-center md:justify-start">{voiceSwitch}</div>
          </div>
        </div>
      )}

      {view.status === 'complete' && (
        <div className="flex flex-col items-center text-center">
          <div
            aria-hidden
            className="mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
          >
            <Icon icon={Sparkles} size={28} />
          </div>
          <h2 className="text-2xl font-semibold md:text-3xl">Body Scan Complete</h2>
          <p className="mt-2 text-muted" data-testid="complete-summary">
            You spent {formatMinutesPractised(view.elapsedSec)} with your body, from the crown of
            your head to your toes.
          </p>
          <p className="mt-4 max-w-md text-lg leading-relaxed">{CLOSING_TEXT}</p>
          <BodyDiagram current={null} isComplete className="my-6 w-24" />
          <p className="mb-5 text-sm text-muted">Saved to your practice journal in this browser.</p>
          <Button size="lg" onClick={() => send({ type: 'reset' })} {...FOCUS_NEXT}>
            New Session
          </Button>
        </div>
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
