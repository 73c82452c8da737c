/** The 14 tiles, grouped under the spec's six categories (docs/tools/sound-mixer.md#screen: Nature … Urban). */
import type { ReactNode } from 'react';
import type { MixerCategory } from '../../../lib/audio/library/manifest';
import { MIXER_SOUNDS, type MixerSound } from '../sounds';

/** The categories in the order the mixer guide lists them (docs/tools/sound-mixer.md#guide guide facts). */
export const CATEGORIES: readonly MixerCategory[] = [
  'Nature',
  'Ambient',
  'Music',
  'Effects',
  'Animal',
  'Urban',
];

/** Category groups, flowing into two columns on wide screens; `renderTile` draws each sound. */
export function SoundGrid({
  isReady,
  renderTile,
}: {
  isReady: boolean;
  renderTile: (sound: MixerSound) => ReactNode;
}) {
  return (
    <div className="gap-6 md:columns-2" inert={!isReady} data-testid="tiles" data-ready={isReady}>
      {CATEGORIES.map((category) => (
        <section key={category} aria-label={category} className="mb-6 break-inside-avoid">
          <h2 className="mb-2 px-1 font-sans text-xs font-semibold tracking-wider text-muted uppercase">
            {category}
          </h2>
          <ul className="grid grid-cols-2 gap-2 min-[30rem]:grid-cols-3 md:grid-cols-2">
            {MIXER_SOUNDS.filter((sound) => sound.category === category).map(renderTile)}
          </ul>
        </section>
      ))}
    </div>
  );
}
