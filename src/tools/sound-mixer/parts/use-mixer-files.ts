/**
 * The mixer's files (issue 27): each take's load status for the machine, decoding of the sounds turned
 * on (so memory holds only what is used), the loops' first seconds from hydration on and the other files
 * behind a played sound; and, after the kit's restore, a shared link's mix, whose code loads only for a
 * visitor who opened one.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { notify } from '../../../lib/notice/notice';
import { fetchFirst, getSoundBank, type AudioLoadStatus } from '../../../lib/audio/sound-bank';
import { readStored } from '../../../lib/storage/storage';
import type { Event, State } from '../machine';
import { toMix } from '../mix-codec';
import { MIXER_DECODE_RATE_HZ, MIXER_SOUNDS, type MixerKey } from '../sounds';
import { MIX_KEY } from '../storage';
import { loadLoopHeads } from './use-mixer-audio';
import type { Untimed } from '../../../lib/session/use-session';

const TAKES = MIXER_SOUNDS.flatMap((sound) => sound.takes);
const TAKE_IDS = TAKES.map((take) => take.id);
/** Every take idle: the status the page is rendered with and the machine starts from. */
const ALL_IDLE = TAKE_IDS.map(() => 'idle').join();

/** Every take's load status in one string, so renders follow decoding. */
function getStatusKey(): string {
  const bank = getSoundBank();
  return TAKE_IDS.map((id) => bank.getStatus(id)).join();
}

/** Starts decoding the takes of `ids` that have not been decoded (or failed, when `isRetry`). */
export function decode(ids: readonly MixerKey[], isRetry = false): void {
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

/**
 * Fetches the files of sounds not chosen yet, one at a time, once a chosen sound has played and while
 * none is loading (issue 27: the rest load behind the tapped sound, never before it), so they work
 * offline and decode from the cache when chosen. The bytes are not kept: decoded audio is what costs
 * memory, and it is made only when a sound is turned on.
 */
function useFilesBehind(statusKey: string): void {
  const [fetched, setFetched] = useState(0);
  useEffect(() => {
    const statuses = statusKey.split(',');
    if (!statuses.includes('loaded') || statuses.includes('loading')) return;
    const take = TAKES.find(
      (item, index) => index >= fetched && getSoundBank().getStatus(item.id) === 'idle',
    );
    if (!take) return;
    let isCancelled = false;
    void fetchFirst(take.sources).then(() => {
      if (!isCancelled) setFetched(TAKES.indexOf(take) + 1);
    });
    return () => {
      isCancelled = true;
    };
  }, [statusKey, fetched]);
}

/** A share link's code could not load (offline before it was cached): the link stays to try again. */
function warnSharedLinkFailed(): void {
  notify({ tone: 'error', message: 'The shared mix could not be opened. Reload to try again.' });
}

/** Keeps the files in step with the mix; returns every take's load status as one string. */
export function useMixerFiles(
  channels: State['channels'],
  post: (event: Untimed<Event>) => void,
): string {
  // why the server snapshot is all idle, as the page starts: a snapshot that differs at hydration makes
  // React redraw the whole mixer once more in one unbroken task
  const statusKey = useSyncExternalStore(getSoundBank().subscribe, getStatusKey, () => ALL_IDLE);
  useFilesBehind(statusKey);
  // The loops' first seconds, at low priority from hydration on: a first tap then sounds from memory
  useEffect(() => {
    void loadLoopHeads();
  }, []);

  // The engine's load results reach the machine, which decides what plays and what failed.
  useEffect(() => {
    if (statusKey === ALL_IDLE) return;
    const statuses = statusKey.split(',') as AudioLoadStatus[];
    post({
      type: 'setTakeStatus',
      takeStatus: Object.fromEntries(TAKE_IDS.map((id, index) => [id, statuses[index] ?? 'idle'])),
    });
  }, [statusKey, post]);

  // After mount (after the kit's restore): a shared link wins over the mix remembered from last time.
  useEffect(() => {
    if (!window.location.hash) return;
    void import('../shared-link').then(({ keepMixBeforeShared, readMixFromHash }) => {
      const shared = readMixFromHash(window.location.hash);
      if (!shared) return;
      // docs/decisions.md#principles principle 5: the visitor's own mix is kept as a preset, not silently replaced
      keepMixBeforeShared(toMix(readStored(MIX_KEY).value), shared);
      post({ type: 'applyMix', mix: shared });
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }, warnSharedLinkFailed);
  }, [post]);

  // A sound is decoded when first selected.
  const onKeysText = MIXER_SOUNDS.filter((sound) => channels[sound.id].isOn)
    .map((sound) => sound.id)
    .join();
  useEffect(() => {
    if (onKeysText) decode(onKeysText.split(',') as MixerKey[]);
  }, [onKeysText]);
  return statusKey;
}
