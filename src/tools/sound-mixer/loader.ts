/**
 * The loading screen's work (docs/tools/sound-mixer.md#behaviour): fetch each of the 14 files once, reporting real progress, so
 * that decoding later (when a sound is first turned on) reads from the HTTP and service-worker caches.
 * The bytes are not kept: decoded audio is what costs memory, and it is made only when needed.
 */
import { canPlayTypeInDocument, orderSources, type AudioSources } from '../../lib/audio/sound-bank';

const canPlayAnswers = new Map<string, string>();

/** The browser's answer for a format, asked once per page: the 14 sounds share three formats. */
function canPlayOnce(mimeType: string): string {
  let answer = canPlayAnswers.get(mimeType);
  if (answer === undefined) {
    answer = canPlayTypeInDocument(mimeType);
    canPlayAnswers.set(mimeType, answer);
  }
  return answer;
}

/**
 * Fetches the first playable source of a sound, calling `onProgress` with 0..1 as bytes arrive.
 * Resolves true when a file arrived; on failure it warns and resolves false (docs/tools/sound-mixer.md#errors: the file then
 * counts as loaded so the page proceeds). Never rejects.
 */
export async function prefetchSound(
  id: string,
  sources: AudioSources,
  onProgress: (fraction: number) => void,
): Promise<boolean> {
  for (const url of orderSources(sources, canPlayOnce)) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const total = Number(response.headers.get('content-length') ?? 0);
      if (response.body && total > 0) {
        const reader = response.body.getReader();
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value.byteLength;
          onProgress(Math.min(1, received / total));
        }
      } else {
        await response.arrayBuffer();
      }
      onProgress(1);
      return true;
    } catch (error) {
      console.warn(`sound mixer: could not load "${id}" from ${url}`, error);
    }
  }
  onProgress(1);
  return false;
}

/** Overall progress in whole percent from each file's fraction 0..1. */
export function progressPercent(fractions: readonly number[], count: number): number {
  if (count === 0) return 100;
  const sum = fractions.reduce((total, fraction) => total + Math.min(1, Math.max(0, fraction)), 0);
  return Math.floor((sum / count) * 100);
}
