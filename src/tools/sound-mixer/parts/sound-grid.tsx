/**
 * The 14 tiles, grouped under the spec's six categories (docs/tools/sound-mixer.md#screen: Nature … Urban), as one
 * grid with even rows (issue 24: groups laid out ragged left lone tiles and gaps). On wide screens the
 * grid has five columns and each group spans as many as it has sounds (Nature; Ambient, Music and
 * Effects; Animal and Urban), its tiles on the grid's own columns (subgrid); on narrow screens two
 * columns, the one-sound groups side by side.
 */
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

/** Columns a group of `count` sounds spans: all of its own on wide screens, at most two on phones. */
const SPANS: Record<number, string> = {
  1: 'col-span-1',
  2: 'col-span-2',
  3: 'col-span-2 lg:col-span-3',
  4: 'col-span-2 lg:col-span-4',
  5: 'col-span-2 lg:col-span-5',
};

/** Category groups on one grid; `renderTile` draws each sound. */
export function SoundGrid({ renderTile }: { renderTile: (sound: MixerSound) => ReactNode }) {
  return (
    <div
      className="grid grid-flow-dense grid-cols-2 gap-x-2 gap-y-5 lg:grid-cols-5 lg:gap-x-3"
      data-testid="tiles"
    >
      {CATEGORIES.map((category) => {
        const sounds = MIXER_SOUNDS.filter((sound) => sound.category === category);
        return (
          <section
            key={category}
            aria-label={category}
            className={`grid grid-cols-subgrid content-start gap-y-2 ${SPANS[sounds.length] ?? 'col-span-2'}`}
          >
            <h2 className="col-span-full px-1 font-sans text-xs font-semibold tracking-wider text-muted uppercase">
              {category}
            </h2>
            <ul className="col-span-full grid grid-cols-subgrid gap-y-2">
              {sounds.map(renderTile)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
