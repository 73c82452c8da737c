/**
 * The mixer's files behind the sounds the visitor chose (issue 27: the tapped sound first, the rest
 * behind it): each take's file is fetched once, one at a time, while no chosen sound is loading, so that
 * a later choice decodes from the HTTP and service-worker caches and works offline. The bytes are not
 * kept: decoded audio is what costs memory, and it is made only when a sound is turned on.
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
 * Fetches the first playable source of a sound at low priority, so it never slows a sound the visitor
 * chose. Resolves true when a file arrived; false when none did (a chosen sound then says so itself).
 * Never rejects.
 */
export async function prefetchSound(sources: AudioSources): Promise<boolean> {
  for (const url of orderSources(sources, canPlayOnce)) {
    try {
      const response = await fetch(url, { priority: 'low' });
      if (!response.ok) continue;
      await response.arrayBuffer();
      return true;
    } catch {
      // offline or gone: the next source, or the sound's own load later says so
    }
  }
  return false;
}
