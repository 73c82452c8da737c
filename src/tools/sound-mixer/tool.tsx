/** Sound mixer island (docs/tools/sound-mixer.md#data, #behaviour): loading, 14 tiles, countdown, Start/Pause/Reset. */
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { useMediaSession } from '../../lib/audio/media-session';
import { getSoundBank, type AudioLoadStatus } from '../../lib/audio/sound-bank';
import { freshSeed } from '../../lib/random';
import { useSession } from '../../lib/session/use-session';
import { readStored, writeStored } from '../../lib/storage/storage';
import { initialState, mixOf, soundMixer, type Mix } from './machine';
import { toMix } from './mix-codec';
import { MixChips } from './parts/mix-chips';
import { SaveShare } from './parts/save-share';
import { SessionPanel } from './parts/session-panel';
import { SoundGrid } from './parts/sound-grid';
import { SoundLoading } from './parts/sound-loading';
import { SoundTile } from './parts/sound-tile';
import { keepMixBeforeShared, readMixFromHash } from './shared-link';
import { useMixerAudio } from './parts/use-mixer-audio';
import { MIXER_DECODE_RATE_HZ, MIXER_SOUNDS, type MixerKey } from './sounds';
import { MIX_KEY } from './storage';

const TAKE_IDS = MIXER_SOUNDS.flatMap((sound) => sound.takes.map((take) => take.id));
/** Every take idle: the status the page is rendered with and the machine starts from. */
const ALL_IDLE = TAKE_IDS.map(() => 'idle').join();

/** Every take's load status in one string, so renders follow decoding. */
function getStatusKey(): string {
  const bank = getSoundBank();
  return TAKE_IDS.map((id) => bank.getStatus(id)).join();
}

/** Starts decoding the takes of `ids` that have not been decoded (or failed, when `isRetry`). */
function decode(ids: readonly MixerKey[], isRetry = false): void {
  const bank = getSoundBank();
  for (const sound of MIXER_SOUNDS) {
    if (!ids.includes(sound.id)) continue;
    for (const take of sound.takes) {
      const status = bank.getStatus(take.id);
      if (status === 'idle' || (isRetry && status === 'failed')) {
        void bank.load(take.id, take.sources, { sampleRateHz: MIXER_DECODE_RATE_HZ });
      }
    }
  }
}

/** The sound mixer tool. */
export default function SoundMixer() {
  const { state, view, send, post } = useSession(soundMixer, () => initialState());
  // why the server snapshot is all idle, as the page starts: a snapshot that differs at hydration makes
  // React redraw the whole mixer once more in one unbroken task
  const statusKey = useSyncExternalStore(getSoundBank().subscribe, getStatusKey, () => ALL_IDLE);
  useMixerAudio(view, state.master, statusKey);
  useMediaSession({
    isActive: state.isLoaded && view.selectedCount > 0,
    isPlaying: view.isAudible,
    title: 'Sound Mixer',
    onPlay: () => send({ type: 'play' }),
    onPause: () => send({ type: 'pause' }),
  });
  // Phones attach lock-screen controls to media elements: play the mix through one.
  useEffect(() => getAudioEngine().preferMediaOutput(), []);

  // The engine's load results reach the machine, which decides what plays and what failed.
  useEffect(() => {
    if (statusKey === ALL_IDLE) return;
    const statuses = statusKey.split(',') as AudioLoadStatus[];
    post({
      type: 'setTakeStatus',
      takeStatus: Object.fromEntries(TAKE_IDS.map((id, index) => [id, statuses[index] ?? 'idle'])),
    });
  }, [statusKey, post]);

  // After mount: a shared link wins over the mix remembered from the last visit.
  useEffect(() => {
    const stored = readStored(MIX_KEY).value;
    const shared = readMixFromHash(window.location.hash);
    // docs/decisions.md#principles principle 5: the visitor's own mix is kept as a preset, not silently replaced
    if (shared) keepMixBeforeShared(toMix(stored), shared);
    post({
      type: 'restore',
      mix: shared ?? toMix(stored),
      durationMin: stored.durationMin,
      master: stored.master,
      seed: freshSeed(),
    });
    if (shared) history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [post]);

  // Each change the visitor makes is saved once (the machine counts them in `revision`).
  const save = useEffectEvent(() => {
    if (!state.isRestored) return;
    const { on, volumes } = mixOf(state);
    writeStored(MIX_KEY, {
      on: [...on],
      volumes: { ...volumes },
      master: state.master,
      durationMin: state.durationMin,
    });
  });
  useEffect(() => save(), [state.revision, state.isRestored]);

  // A sound is decoded when first selected, so memory holds only what is used.
  const onKeys = MIXER_SOUNDS.filter((sound) => state.channels[sound.id].isOn).map((s) => s.id);
  const onKeysText = onKeys.join();
  useEffect(() => {
    if (onKeysText) decode(onKeysText.split(',') as MixerKey[]);
  }, [onKeysText]);

  // Stable, so a tile redraws only when its own sound changes (SoundTile is memoised).
  const toggle = useCallback(
    (id: MixerKey) => {
      decode([id], true);
      send({ type: 'toggle', id });
    },
    [send],
  );
  const setVolume = useCallback(
    (id: MixerKey, volume: number) => send({ type: 'setVolume', id, volume }),
    [send],
  );

  // A mix chosen by the visitor plays at once, as a tile does.
  const applyMix = (mix: Mix) => {
    decode(mix.on, true);
    send({ type: 'applyMix', mix, isPlayed: true });
  };

  return (
    // why the bottom padding on phones: the session bar is fixed over the last 5 rem of the page
    <div className="flex flex-col gap-6 max-md:pb-24">
      <SessionPanel
        view={view}
        isLoaded={state.isLoaded}
        durationMin={state.durationMin}
        master={state.master}
        onDuration={(durationMin) => send({ type: 'setDuration', durationMin })}
        onMaster={(volume) => send({ type: 'setMaster', volume })}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onReset={() => send({ type: 'reset' })}
      />

      <MixChips onApply={applyMix} />

      <section aria-label="Sounds" className="relative">
        {!state.isLoaded && <SoundLoading post={post} />}
        <SoundGrid
          isReady={state.isLoaded}
          renderTile={(sound) => (
            <SoundTile
              key={sound.id}
              sound={sound}
              isOn={state.channels[sound.id].isOn}
              volume={state.channels[sound.id].volume}
              level={view.levels[sound.id]}
              hasFailed={view.failed.includes(sound.id)}
              onToggle={toggle}
              onVolume={setVolume}
            />
          )}
        />
      </section>

      <SaveShare mix={mixOf(state)} />
    </div>
  );
}
