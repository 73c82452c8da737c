import { describe, expect, it } from 'vitest';
import { soundById, type SoundId } from '../../lib/audio/library/manifest';
import { loopBounds } from '../../lib/audio/library/playback';
import { RAIN_SOUND, THUNDER_SOUNDS } from './sounds';

describe('rain sounds', () => {
  it('the rain loop matches the manifest, loop bounds included', () => {
    const rain = soundById('rain-loop');
    if (rain.kind !== 'loop') throw new Error('rain-loop must be a loop');
    expect(RAIN_SOUND).toEqual({ id: rain.id, sources: rain.sources, ...loopBounds(rain) });
  });

  it('the thunder takes match the manifest', () => {
    expect(THUNDER_SOUNDS.map(({ id, sources }) => ({ id, sources }))).toEqual(
      (['thunder-1', 'thunder-2', 'thunder-3', 'thunder-4', 'thunder-5'] as SoundId[]).map((id) => {
        const sound = soundById(id);
        return { id: sound.id, sources: sound.sources };
      }),
    );
  });
});
