/**
 * A mix in a share link: `/sound-mixer#mix=rain:70,ocean:45` (the sounds that are on, with volumes as
 * people read them, 0–100; the mix itself keeps 0–1).
 */
import { DEFAULT_VOLUME, clampVolume, type Mix } from './machine';

export { toMix } from './machine';

/** The hash parameter that carries a mix. */
export const SHARE_PARAM = 'mix';

/** Encodes the sounds that are on and their volumes 0–100, e.g. 'rain:70,ocean:45'. */
export function encodeMix(mix: Mix): string {
  return mix.on
    .map((id) => `${id}:${Math.round(clampVolume(mix.volumes[id] ?? DEFAULT_VOLUME) * 100)}`)
    .join(',');
}

/** The share link for a mix on the page at `pageUrl` (any hash replaced). */
export function buildShareUrl(pageUrl: string, mix: Mix): string {
  const url = new URL(pageUrl);
  url.hash = `${SHARE_PARAM}=${encodeMix(mix)}`;
  return url.toString();
}
