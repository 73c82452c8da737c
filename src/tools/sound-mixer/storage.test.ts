import { describe, expect, it, vi } from 'vitest';
import { readStored } from '../../lib/storage/storage';
import { MIX_KEY, PRESETS_KEY } from './storage';

const isValid = (schema: typeof MIX_KEY.schema | typeof PRESETS_KEY.schema, value: unknown) =>
  !(schema['~standard'].validate(value) as { issues?: unknown }).issues;

describe('sound mixer storage', () => {
  it('accepts a stored mix and rejects broken ones', () => {
    const mix = { on: ['rain'], volumes: { rain: 0.4 }, master: 0.8, durationMin: 15 };
    expect(isValid(MIX_KEY.schema, mix)).toBe(true);
    expect(isValid(MIX_KEY.schema, MIX_KEY.defaultValue)).toBe(true);
    expect(isValid(MIX_KEY.schema, { ...mix, durationMin: 7 })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, volumes: { rain: 0.405 } })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, volumes: { rain: 40 } })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, master: 1.01 })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, on: 'rain' })).toBe(false);
    expect(isValid(MIX_KEY.schema, null)).toBe(false);
  });

  it('accepts named presets and rejects empty or overlong names', () => {
    const preset = { name: 'Night', on: ['crickets'], volumes: { crickets: 0.35 } };
    expect(isValid(PRESETS_KEY.schema, [preset])).toBe(true);
    expect(isValid(PRESETS_KEY.schema, [{ ...preset, name: '' }])).toBe(false);
    expect(isValid(PRESETS_KEY.schema, [{ ...preset, name: 'x'.repeat(41) }])).toBe(false);
    expect(isValid(PRESETS_KEY.schema, {})).toBe(false);
  });

  it('migrates version 1 (volumes 0–100) to version 2 (0–1), keeping the mix', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
    storage.set(
      MIX_KEY.key,
      JSON.stringify({ on: ['rain'], volumes: { rain: 35 }, master: 60, durationMin: 15 }),
    );
    storage.set(
      PRESETS_KEY.key,
      JSON.stringify([{ name: 'Night', on: ['crickets'], volumes: { crickets: 35 } }]),
    );
    expect(readStored(MIX_KEY)).toMatchObject({
      status: 'migrated',
      value: { on: ['rain'], volumes: { rain: 0.35 }, master: 0.6, durationMin: 15 },
    });
    expect(readStored(PRESETS_KEY).value).toEqual([
      { name: 'Night', on: ['crickets'], volumes: { crickets: 0.35 } },
    ]);
    vi.unstubAllGlobals();
  });
});
