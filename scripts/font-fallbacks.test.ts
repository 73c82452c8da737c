import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_PATH,
  WEB_FONTS,
  computeOverrides,
  fallbackFamilies,
  renderFontFallbacks,
} from './font-fallbacks.mjs';

const INTER_400 = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 };
const ARIAL_400 = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };

describe('font fallbacks', () => {
  it('scales a local font so its average letter width matches the web font', () => {
    const overrides = computeOverrides(INTER_400, ARIAL_400);
    expect(overrides.sizeAdjust).toBeCloseTo(978 / 913, 6);
    // Inter's own ascent and descent, in units of the scaled fallback's em.
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(1984 / 2048, 6);
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(494 / 2048, 6);
    expect(overrides.lineGapOverride).toBe(0);
  });

  it('src/styles/fonts.css is what the generator writes (run `node scripts/font-fallbacks.mjs`)', () => {
    expect(readFileSync(OUTPUT_PATH, 'utf8')).toBe(renderFontFallbacks());
  });

  it('never swaps a web font in late, and sizes Inter 400 on Arial/Liberation Sans at 107.12%', () => {
    const css = renderFontFallbacks();
    expect(css).not.toMatch(/font-display:\s*(swap|block|fallback|auto)/);
    expect(css.match(/font-display: optional;/g)?.length).toBeGreaterThanOrEqual(2);
    expect(css).toContain("local('Liberation Sans')");
    expect(css).toMatch(
      /font-family: 'Inter Fallback Arial';\n {2}src: local\('Arial'\)[^\n]*\n {2}font-weight: 100 449;\n {2}font-style: normal;\n {2}size-adjust: 107\.1194%;/,
    );
  });

  it('the site font stacks list every generated fallback right after its web font', () => {
    const globalCss = readFileSync(new URL('../src/styles/global.css', import.meta.url), 'utf8');
    const stack = (name: string) =>
      globalCss.match(new RegExp(`--font-${name}:([^;]+);`))?.[1]?.replace(/\s+/g, ' ') ?? '';
    const listed = (family: string) => {
      const font = WEB_FONTS.find((webFont) => webFont.family === family);
      if (!font) throw new Error(`no web font ${family}`);
      return [font.family, ...fallbackFamilies(font)].map((name) => `'${name}'`).join(', ');
    };
    expect(stack('sans')).toContain(listed('Inter Variable'));
    expect(stack('display')).toContain(listed('Fraunces Variable'));
  });
});
