import { describe, expect, it } from 'vitest';
import { soundById } from '../../lib/audio/library/manifest';
import { BOWL_SOUND } from './sound';

describe('bowl sound', () => {
  it('matches the sound manifest', () => {
    const bowl = soundById('bowl');
    expect(BOWL_SOUND).toEqual({
      id: bowl.id,
      sources: bowl.sources,
      durationSec: bowl.durationSec,
    });
  });
});
