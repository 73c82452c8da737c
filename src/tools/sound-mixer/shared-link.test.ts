// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onNotice, type Notice } from '../../lib/notice/notice';
import { MemoryStorage, installLocalStorage } from '../../lib/storage/memory-storage';
import { readStored, writeStored } from '../../lib/storage/storage';
import { buildShareUrl, encodeMix, toMix } from './mix-codec';
import { BEFORE_SHARED, decodeMix, keepMixBeforeShared, readMixFromHash } from './shared-link';
import { PRESETS_KEY } from './storage';

let uninstall = () => {};
beforeEach(() => {
  uninstall = installLocalStorage(new MemoryStorage());
});
afterEach(() => uninstall());

describe('share links', () => {
  it('round-trips a mix through its link, volumes as whole percents', () => {
    const mix = { on: ['rain', 'ocean'] as const, volumes: { rain: 0.7, ocean: 0.453 } };
    const url = buildShareUrl('https://example.org/sound-mixer#old', { ...mix, on: [...mix.on] });
    expect(url).toBe('https://example.org/sound-mixer#mix=rain:70,ocean:45');
    const hash = new URL(url).hash;
    expect(readMixFromHash(hash)).toEqual({
      on: ['rain', 'ocean'],
      volumes: { rain: 0.7, ocean: 0.45 },
    });
  });

  it('skips unknown sounds, repeats and malformed volumes; clamps the rest; null when nothing is left', () => {
    expect(decodeMix('rain:70,lava:50,rain:20,wind:abc,ocean:250,fireplace')).toEqual({
      on: ['rain', 'ocean', 'fireplace'],
      volumes: { rain: 0.7, ocean: 1, fireplace: expect.any(Number) as number },
    });
    expect(decodeMix('lava:50,,:')).toBeNull();
    expect(readMixFromHash('#other=1')).toBeNull();
    expect(readMixFromHash('#mix=')).toBeNull();
  });

  it('drops sounds the mixer no longer has from a stored mix', () => {
    expect(toMix({ on: ['rain', 'gone'], volumes: { rain: 0.5, gone: 0.2 } })).toEqual({
      on: ['rain'],
      volumes: { rain: 0.5 },
    });
  });
});

describe('opening a share link keeps the visitor’s own mix (docs/decisions.md#principles principle 5)', () => {
  const own = { on: ['wind' as const], volumes: { wind: 0.3 } };
  const shared = { on: ['rain' as const], volumes: { rain: 0.7 } };

  it('saves the previous mix as a preset under a free name and says where it went', () => {
    const notices: Notice[] = [];
    const stop = onNotice((notice) => notices.push(notice));
    writeStored(PRESETS_KEY, [{ name: BEFORE_SHARED, on: ['ocean'], volumes: { ocean: 0.5 } }]);
    expect(keepMixBeforeShared(own, shared)).toBe(`${BEFORE_SHARED} (2)`);
    stop();
    expect(readStored(PRESETS_KEY).value.map((preset) => preset.name)).toEqual([
      BEFORE_SHARED,
      `${BEFORE_SHARED} (2)`,
    ]);
    expect(readStored(PRESETS_KEY).value[1]).toMatchObject({
      on: ['wind'],
      volumes: { wind: 0.3 },
    });
    expect(notices[0]?.message).toContain(`${BEFORE_SHARED} (2)`);
  });

  it('keeps nothing when there was no mix or it is the shared one', () => {
    expect(keepMixBeforeShared({ on: [], volumes: {} }, shared)).toBeNull();
    expect(keepMixBeforeShared(shared, shared)).toBeNull();
    expect(encodeMix(shared)).toBe('rain:70');
    expect(readStored(PRESETS_KEY).value).toEqual([]);
  });
});
