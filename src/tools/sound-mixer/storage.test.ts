import { describe, expect, it } from 'vitest';
import { MIX_KEY, PRESETS_KEY } from './storage';

const isValid = (schema: typeof MIX_KEY.schema | typeof PRESETS_KEY.schema, value: unknown) =>
  !(schema['~standard'].validate(value) as { issues?: unknown }).issues;

describe('sound mixer storage', () => {
  it('accepts a stored mix and rejects broken ones', () => {
    const mix = { on: ['rain'], volumes: { rain: 40 }, master: 80, durationMin: 15 };
    expect(isValid(MIX_KEY.schema, mix)).toBe(true);
    expect(isValid(MIX_KEY.schema, MIX_KEY.defaultValue)).toBe(true);
    expect(isValid(MIX_KEY.schema, { ...mix, durationMin: 7 })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, volumes: { rain: 40.5 } })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, master: 101 })).toBe(false);
    expect(isValid(MIX_KEY.schema, { ...mix, on: 'rain' })).toBe(false);
    expect(isValid(MIX_KEY.schema, null)).toBe(false);
  });

  it('accepts named presets and rejects empty or overlong names', () => {
    const preset = { name: 'Night', on: ['crickets'], volumes: { crickets: 35 } };
    expect(isValid(PRESETS_KEY.schema, [preset])).toBe(true);
    expect(isValid(PRESETS_KEY.schema, [{ ...preset, name: '' }])).toBe(false);
    expect(isValid(PRESETS_KEY.schema, [{ ...preset, name: 'x'.repeat(41) }])).toBe(false);
    expect(isValid(PRESETS_KEY.schema, {})).toBe(false);
  });
});
