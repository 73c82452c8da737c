/**
 * Opening a share link: its mix read from the hash, and the visitor's own mix kept (docs/decisions.md#principles principle
 * 5: a share link must not silently replace it).
 */
import { notify } from '../../lib/notice/notice';
import { readStored, writeStored } from '../../lib/storage/storage';
import { DEFAULT_VOLUME, clampVolume, type Mix } from './machine';
import { SHARE_PARAM, encodeMix } from './mix-codec';
import { isMixerKey, type MixerKey } from './sounds';
import { PRESETS_KEY } from './storage';

/** Decodes `encodeMix` output; unknown sounds and malformed parts are skipped; null if nothing is left. */
export function decodeMix(text: string): Mix | null {
  const on: MixerKey[] = [];
  const volumes: Partial<Record<MixerKey, number>> = {};
  for (const part of text.split(',')) {
    const [id = '', volumeText] = part.trim().split(':');
    if (!isMixerKey(id) || on.includes(id)) continue;
    const volume = volumeText === undefined ? DEFAULT_VOLUME : Number(volumeText) / 100;
    if (!Number.isFinite(volume)) continue;
    on.push(id);
    volumes[id] = clampVolume(volume);
  }
  return on.length > 0 ? { on, volumes } : null;
}

/** The mix in a location hash such as '#mix=rain:70', or null. */
export function readMixFromHash(hash: string): Mix | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get(SHARE_PARAM);
  return text ? decodeMix(text) : null;
}

/** Name of the preset that keeps the visitor's own mix when a share link replaces it. */
export const BEFORE_SHARED = 'My mix before the shared link';

/**
 * Keeps `previous` (the remembered mix) as a preset under a name no other preset has, when it has
 * sounds on and differs from `shared`, and tells the visitor where it went. Returns the name, or null.
 */
export function keepMixBeforeShared(previous: Mix, shared: Mix): string | null {
  if (previous.on.length === 0 || encodeMix(previous) === encodeMix(shared)) return null;
  const presets = readStored(PRESETS_KEY).value;
  let name = BEFORE_SHARED;
  for (let n = 2; presets.some((preset) => preset.name === name); n += 1) {
    name = `${BEFORE_SHARED} (${n})`;
  }
  const preset = { name, on: [...previous.on], volumes: { ...previous.volumes } };
  if (!writeStored(PRESETS_KEY, [...presets, preset]).ok) return null;
  notify({
    tone: 'info',
    message: `Opened a shared mix. Your previous mix is saved as the preset “${name}”.`,
  });
  return name;
}
