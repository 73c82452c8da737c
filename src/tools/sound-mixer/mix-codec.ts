/**
 * A mix in a share link: `/sound-mixer#mix=rain:70,ocean:45` (the sounds that are on, with volumes as
 * people read them, 0–100; the mix itself keeps 0–1).
 */
import { DEFAULT_VOLUME, clampVolume, type Mix } from './machine';
import { isMixerKey, type MixerKey } from './sounds';

/** The hash parameter that carries a mix. */
export const SHARE_PARAM = 'mix';

/** Encodes the sounds that are on and their volumes 0–100, e.g. 'rain:70,ocean:45'. */
export function encodeMix(mix: Mix): string {
  return mix.on
    .map((id) => `${id}:${Math.round(clampVolume(mix.volumes[id] ?? DEFAULT_VOLUME) * 100)}`)
    .join(',');
}

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

/** A stored mix or preset as a mix of known sounds (unknown keys dropped). */
export function toMix(stored: { on: readonly string[]; volumes: Record<string, number> }): Mix {
  return {
    on: stored.on.filter(isMixerKey),
    volumes: Object.fromEntries(Object.entries(stored.volumes).filter(([id]) => isMixerKey(id))),
  };
}

/** The share link for a mix on the page at `pageUrl` (any hash replaced). */
export function buildShareUrl(pageUrl: string, mix: Mix): string {
  const url = new URL(pageUrl);
  url.hash = `${SHARE_PARAM}=${encodeMix(mix)}`;
  return url.toString();
}
