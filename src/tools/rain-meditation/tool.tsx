/** Rain meditation island (spec 2 "Rain meditation screen", §3, §4, §5, §8, §9). */
import { CloudRain } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { AudioStatusLine } from '../../components/session/audio-status';
import { Countdown } from '../../components/session/countdown';
import { SessionSummary } from '../../components/session/session-summary';
import { TransportControls } from '../../components/session/transport';
import { Button } from '../../components/ui/button';
import { getAudioEngine, type PlaybackHandle } from '../../lib/audio/audio-engine';
import { CLOSING_BELL, playChime } from '../../lib/audio/chimes';
import { useAudioGroups, type GroupStatus } from '../../lib/audio/use-audio-status';
import { formatClock } from '../../lib/clock/format-clock';
import { freshRoll } from '../../lib/random';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { useStored } from '../../lib/storage/use-stored';
import {
  THUNDER_VOLUME,
  describeIntensity,
  getRainVolume,
  initialState,
  rainMeditation,
} from './machine';
import { RainSettings } from './parts/rain-settings';
import { RainStage } from './parts/rain-stage';
import { RAIN_SOUND, THUNDER_SOUNDS } from './sounds';
import { DURATION_KEY, INTENSITY_KEY } from './storage';

/** Rain fades in and out over this long (s). */
const RAIN_FADE_SEC = 1.5;
const SOUND_GROUPS = {
  rain: [RAIN_SOUND.id],
  thunder: THUNDER_SOUNDS.map((sound) => sound.id),
};

/** The status line (spec 2 §8 texts; when only one part failed, it says which). */
function describeAudio({ rain, thunder }: Record<'rain' | 'thunder', GroupStatus>): string {
  if (rain === 'failed' && thunder === 'failed') return 'Audio failed to load';
  if (rain === 'loading' || thunder === 'loading') return 'Loading audio...';
  if (rain === 'failed') return 'Rain audio failed to load';
  if (thunder === 'failed') return 'Thunder audio failed to load';
  return 'Ready (Rain + Thunder)';
}

/** The rain meditation tool. */
export default function RainMeditation() {
  const [durationMin, setDurationMin] = useStored(DURATION_KEY);
  const [intensity, setIntensity] = useStored(INTENSITY_KEY);
  const { state, view, send, post, completions } = useSession(rainMeditation, () => initialState());
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_BELL) });
  const [clearKey, setClearKey] = useState(0);
  const audio = useAudioGroups(SOUND_GROUPS);
  const audioText = describeAudio(audio);
  const isAudioFailed = audioText.endsWith('failed to load');
  const stageRef = useRef<HTMLButtonElement>(null);
  const thunderRef = useRef<PlaybackHandle | null>(null);

  // The stored duration reaches the machine after mount (SSR renders the default).
  useEffect(() => post({ type: 'setDuration', durationMin }), [durationMin, post]);

  useEffect(() => {
    const engine = getAudioEngine();
    void engine.load(RAIN_SOUND.id, RAIN_SOUND.sources);
    for (const sound of THUNDER_SOUNDS) void engine.load(sound.id, sound.sources);
  }, []);

  // spec 2 §4: while running and not paused, the rain loop plays at intensity × 0.7. Only the loop's
  // own status decides: thunder that failed to load silences nothing but the thunder.
  const isRainAudible = view.isRunning && audio.rain === 'loaded';
  const rainVolume = getRainVolume(intensity);
  useEffect(() => {
    const engine = getAudioEngine();
    if (!isRainAudible) {
      engine.stopLoop(RAIN_SOUND.id, { fadeOutSec: RAIN_FADE_SEC });
      return;
    }
    // A loop already playing only ramps to the new volume.
    engine.playLoop(RAIN_SOUND.id, {
      gain: rainVolume,
      fadeInSec: RAIN_FADE_SEC,
      loopStartSec: RAIN_SOUND.loopStartSec,
      loopEndSec: RAIN_SOUND.loopEndSec,
    });
  }, [isRainAudible, rainVolume]);
  useEffect(() => () => getAudioEngine().stopLoop(RAIN_SOUND.id, { fadeOutSec: 0.2 }), []);

  // spec 2 §4: each strike plays its thunder from the start, replacing the one before.
  const { thunder } = state;
  useEffect(() => {
    if (!thunder) return;
    thunderRef.current?.stop(0.05);
    thunderRef.current = getAudioEngine().playOnce(thunder.takeId, {
      gain: THUNDER_VOLUME,
      offsetSec: 0,
    });
  }, [thunder]);

  // 'Begin Rain Session' goes away when pressed: focus moves to the rain, where taps land.
  const { startedAt } = state.session;
  useEffect(() => {
    if (startedAt !== null) stageRef.current?.focus();
  }, [startedAt]);

  const clearDrops = () => setClearKey((key) => key + 1);
  const begin = () => {
    clearDrops();
    send({ type: 'start' });
  };
  const reset = () => {
    summary.setOpen(false);
    clearDrops();
    send({ type: 'reset' });
  };
  const strike = () => {
    const engine = getAudioEngine();
    const readyTakes = SOUND_GROUPS.thunder.filter((id) => engine.getStatus(id) === 'loaded');
    send({ type: 'strike', readyTakes, roll: freshRoll() });
  };

  return (
    <section
      aria-label="Rain meditation"
      className="relative mx-auto flex max-w-2xl flex-col rounded-card border border-line bg-surface p-4 shadow-soft md:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <AudioStatusLine text={audioText} isError={isAudioFailed} />
        <RainSettings
          durationMin={state.durationMin}
          onDurationChange={setDurationMin}
          canChangeDuration={view.isIdle}
          intensity={intensity}
          onIntensityChange={setIntensity}
          audioText={audioText}
          isAudioFailed={isAudioFailed}
        />
      </div>

      {!view.isIdle && (
        <div className="mb-4 flex items-end justify-center gap-12 text-center">
          <Countdown seconds={view.secondsLeft} caption="Time left" />
          {/* Taps are announced politely (the count changes only on taps); the timer is not. */}
          <p aria-live="polite" aria-atomic="true" data-testid="strike-announcement">
            <span className="block text-sm text-muted">Strikes</span>
            <span className="font-display text-5xl font-light tabular-nums" data-testid="strikes">
              {view.strikes}
            </span>
          </p>
        </div>
      )}

      <RainStage
        isRaining={view.isRunning}
        intensity={intensity}
        clearKey={clearKey}
        strikes={view.strikes}
        onStrike={strike}
        stageRef={stageRef}
      >
        {state.flashes > 0 && (
          <div
            key={state.flashes}
            ref={(flash) => {
              flash?.animate({ opacity: [0, 0.28, 0], offset: [0, 0.12] }, 700);
            }}
            aria-hidden="true"
            data-testid="flash"
            data-count={state.flashes}
            className="pointer-events-none absolute inset-0 bg-surface opacity-0"
          />
        )}
        {view.isIdle && (
          <div className="absolute inset-0 flex items-center justify-center p-6">
            <div className="max-w-sm rounded-card bg-surface/85 p-6 text-center shadow-soft backdrop-blur-sm">
              <Icon icon={CloudRain} size={32} className="mx-auto text-primary" />
              <h2 className="mt-3 text-2xl font-semibold">Sit with the rain</h2>
              <p className="mt-2 text-muted">
                Listen to the rain, breathe slowly, and tap the sky whenever you like: each tap
                makes a large raindrop and a roll of thunder.
              </p>
              <p className="mt-3 text-sm font-medium" data-testid="intro-settings">
                {state.durationMin} min · {describeIntensity(intensity)} rain
              </p>
              <Button className="mt-5" size="lg" onClick={begin}>
                Begin Rain Session
              </Button>
            </div>
          </div>
        )}
        {(view.isPaused || view.isComplete) && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <p className="rounded-full bg-surface/85 px-5 py-2 font-medium shadow-soft">
              {view.isPaused ? 'Paused' : 'Session complete'}
            </p>
          </div>
        )}
      </RainStage>

      {view.isRunning && (
        <p className="mt-3 text-center text-sm text-muted">
          Tap or click the rain to make a raindrop and call the thunder.
        </p>
      )}

      {!view.isIdle && (
        <TransportControls
          className="mt-5"
          size="md"
          status={view.isComplete ? 'complete' : view.isRunning ? 'running' : 'paused'}
          onStart={begin}
          onPause={() => send({ type: 'pause' })}
          onResume={() => send({ type: 'resume' })}
          onReset={reset}
          showReset
          isMainShown={!view.isComplete}
        >
          <Button
            variant={view.isComplete ? 'primary' : 'secondary'}
            onClick={summary.open}
            disabled={!view.isComplete}
          >
            Summary
          </Button>
        </TransportControls>
      )}

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        title="Rain Session Complete"
        seconds={view.elapsedSec}
        description={`You sat with the rain for ${state.durationMin} minutes.`}
        items={[
          { label: 'Rain time', value: formatClock(view.elapsedSec), testId: 'summary-time' },
          { label: 'Strikes', value: String(view.strikes), testId: 'summary-strikes' },
          {
            label: 'Interactions per minute',
            value: view.strikesPerMinute.toFixed(1),
            testId: 'summary-per-minute',
          },
        ]}
        onNewSession={reset}
      />
    </section>
  );
}
