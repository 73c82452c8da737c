/** The rain loop and the thunder takes of the rain meditation, from the generated playback table. */
import type { AudioSources } from '../../lib/audio/sound-bank';
import { loopBounds } from '../../lib/audio/library/playback';
import { rainLoop } from '../../lib/audio/library/sounds/rain-loop';
import { thunder1 } from '../../lib/audio/library/sounds/thunder-1';
import { thunder2 } from '../../lib/audio/library/sounds/thunder-2';
import { thunder3 } from '../../lib/audio/library/sounds/thunder-3';
import { thunder4 } from '../../lib/audio/library/sounds/thunder-4';
import { thunder5 } from '../../lib/audio/library/sounds/thunder-5';

/** A sound the page loads. */
export interface PageSound {
  readonly id: string;
  readonly sources: AudioSources;
}

/** The rain loop with its gapless loop bounds in seconds (the file has 0.1 s of padding each side). */
export const RAIN_SOUND = {
  id: rainLoop.id,
  sources: rainLoop.sources,
  ...loopBounds(rainLoop),
} satisfies PageSound & { loopStartSec: number; loopEndSec: number };

/** The five thunder takes; a strike plays one of them (docs/tools/rain-meditation.md#behaviour). */
export const THUNDER_SOUNDS: readonly PageSound[] = [
  thunder1,
  thunder2,
  thunder3,
  thunder4,
  thunder5,
];
