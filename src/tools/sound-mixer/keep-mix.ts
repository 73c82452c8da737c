/** PRODUCT.md principle 5: a share link must not silently replace the visitor's own mix. */
import { notify } from '../../lib/notice/notice';
import { readStored, writeStored } from '../../lib/storage/storage';
import type { Mix } from './machine';
import { encodeMix } from './mix-codec';
import { PRESETS_KEY } from './storage';

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
