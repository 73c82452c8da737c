import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LATIN_RANGE,
  restOfLatin,
  shownCharacters,
  siteCharacters,
  toUnicodeRange,
} from './subset-fonts.mjs';

const coreRange: string[] = JSON.parse(
  readFileSync(new URL('../../src/assets/fonts/core-range.json', import.meta.url), 'utf8'),
).core;
const codesOf = (range: string[]) =>
  range.flatMap((item) => {
    const [from = 0, to = from] = item
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });

describe('the fonts’ Latin cores (docs/architecture.md#fonts)', () => {
  it('hold every character the site’s own text shows: run scripts/fonts/subset-fonts.mjs when this fails', async () => {
    const core = new Set(codesOf(coreRange));
    const missing = (await siteCharacters()).filter((code) => !core.has(code));
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
  });

  it('reads the characters a source spells as escapes and references', () => {
    expect(shownCharacters('a&nbsp;b &mdash; &#8230; \\u00e9 &#x2019;')).toEqual(
      expect.arrayContaining([0xa0, 0x2014, 0x2026, 0xe9, 0x2019]),
    );
  });

  it('writes runs of code points as a unicode-range', () => {
    expect(toUnicodeRange([0x41, 0x42, 0x43, 0x46, 0x2014])).toEqual([
      'U+0041-0043',
      'U+0046',
      'U+2014',
    ]);
  });

  it('leaves the rest of the Latin range to the full file, with no overlap and no gap', () => {
    const core = codesOf(coreRange);
    const rest = restOfLatin(core);
    const latin = LATIN_RANGE.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i),
    );
    expect(rest.filter((code) => core.includes(code))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(latin);
  });
});
