#!/usr/bin/env node
/**
 * Writes `src/styles/fonts.css`: the web font faces and metric-matched fallback faces for the two web fonts, so text set
 * in a local font while Inter and Fraunces load takes the same room, and the swap moves nothing (CLS 0).
 *
 * Each fallback face scales a local font (`size-adjust`) so its average letter width, weighted by English
 * letter frequency (Capsize's `xWidthAvg`), equals the web font's at the same weight, and sets the web
 * font's ascent, descent and line gap (`*-override`) so lines sit at the same height. Metrics come from
 * `@capsizecss/metrics` (the fonts' own tables). Browsers only find a local font by its full or PostScript
 * name (Chromium on Linux does not map Arial to Liberation Sans), so each face lists the metric-compatible
 * clones by name, and each local font with different metrics gets a family of its own.
 *
 * `node scripts/font-fallbacks.mjs` rewrites the file; `font-fallbacks.test.ts` fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { entireMetricsCollection as METRICS } from '@capsizecss/metrics/entireMetricsCollection';

/** The file the site's CSS imports. */
export const OUTPUT_PATH = fileURLToPath(new URL('../src/styles/fonts.css', import.meta.url));

/**
 * Weight bands of the fallback faces. Text in a band is drawn with the local font's `local` weight and
 * sized for the web font at `weight`, the weight the site uses most in that band: body text 400 (light
 * 300 sets only the timer digits, which sit in fixed-size boxes), labels 500, headings and buttons 600.
 */
const BANDS = [
  { range: '100 449', weight: '400', local: 'regular' },
  { range: '450 549', weight: '500', local: 'regular' },
  { range: '550 900', weight: '600', local: '700' },
];

/** A local font and the names it goes by, per weight; clones listed share their metrics exactly. */
const LOCAL_FONTS = {
  arial: {
    label: 'Arial',
    // Liberation Sans and Arimo are metric-compatible with Arial (same advance widths and vertical metrics).
    names: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      700: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
  },
  roboto: {
    label: 'Roboto',
    names: { regular: ['Roboto', 'Roboto-Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
  },
  georgia: {
    label: 'Georgia',
    names: { regular: ['Georgia'], 700: ['Georgia Bold', 'Georgia-Bold'] },
  },
  timesNewRoman: {
    label: 'Times',
    // Liberation Serif and Tinos are metric-compatible with Times New Roman.
    names: {
      regular: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      700: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
    },
  },
  notoSerif: {
    label: 'Noto Serif',
    names: {
      regular: ['Noto Serif', 'NotoSerif-Regular'],
      700: ['Noto Serif Bold', 'NotoSerif-Bold'],
    },
  },
};

/**
 * The web fonts and their fallbacks in order of preference: Arial (Windows, macOS, iOS; Liberation Sans on
 * Linux), Roboto (Android); Georgia (Windows, macOS, iOS), Times New Roman (Liberation Serif on Linux),
 * Noto Serif (Android).
 */
export const WEB_FONTS = [
  {
    family: 'Inter Variable',
    package: '@fontsource-variable/inter',
    metrics: 'inter',
    short: 'Inter',
    fallbacks: ['arial', 'roboto'],
  },
  {
    family: 'Fraunces Variable',
    package: '@fontsource-variable/fraunces',
    metrics: 'fraunces',
    short: 'Fraunces',
    fallbacks: ['georgia', 'timesNewRoman', 'notoSerif'],
  },
];

const require = createRequire(import.meta.url);

/**
 * Fontsource's faces for the weight axis, with `font-display: optional`: a font that has not arrived by
 * the first render (about 100 ms; the layout preloads the Latin files) is not swapped in on that page,
 * so the swap can never move text. The fallback below is what such a first visit shows; every later
 * page has the fonts from the cache (the service worker precaches them).
 */
function renderWebFontFaces(webFont) {
  const css = readFileSync(require.resolve(`${webFont.package}/wght.css`), 'utf8');
  const faces = css
    .replaceAll('font-display: swap;', 'font-display: optional;')
    .replaceAll('url(./files/', `url(${webFont.package}/files/`)
    .trim();
  if (!faces.includes('font-display: optional;') || faces.includes('./files/'))
    throw new Error(`${webFont.package}/wght.css changed shape; update scripts/font-fallbacks.mjs`);
  return faces;
}

function metricsAt(key, weight) {
  const font = METRICS[key];
  if (!font) throw new Error(`@capsizecss/metrics has no font "${key}"`);
  const variant = weight === 'regular' || weight === '400' ? font : font.variants?.[weight];
  if (!variant) throw new Error(`@capsizecss/metrics has no weight ${weight} of "${key}"`);
  return { ...variant, xWidthAvg: variant.subsets?.latin?.xWidthAvg ?? variant.xWidthAvg };
}

const percent = (value) => `${(value * 100).toFixed(4).replace(/\.?0+$/, '')}%`;

/** Size and vertical overrides that make `local` take the room `web` takes (Capsize's formulas). */
export function computeOverrides(web, local) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  return {
    sizeAdjust,
    ascentOverride: web.ascent / web.unitsPerEm / sizeAdjust,
    descentOverride: Math.abs(web.descent) / web.unitsPerEm / sizeAdjust,
    lineGapOverride: web.lineGap / web.unitsPerEm / sizeAdjust,
  };
}

/** The fallback family names to put after each web font in `font-family`. */
export function fallbackFamilies(webFont) {
  return webFont.fallbacks.map((key) => `${webFont.short} Fallback ${LOCAL_FONTS[key].label}`);
}

/** The whole generated stylesheet. */
export function renderFontFallbacks() {
  const blocks = [
    '/*',
    ' * Generated by `node scripts/font-fallbacks.mjs` from @capsizecss/metrics; do not edit by hand.',
    ' * The web fonts (Fontsource, font-display: optional) and metric-matched fallbacks for them, so a page',
    ' * drawn before the fonts arrive has the same layout as one drawn with them.',
    ' */',
  ];
  for (const webFont of WEB_FONTS) blocks.push(renderWebFontFaces(webFont));
  for (const webFont of WEB_FONTS) {
    const families = fallbackFamilies(webFont);
    webFont.fallbacks.forEach((key, index) => {
      const local = LOCAL_FONTS[key];
      for (const band of BANDS) {
        const web = metricsAt(webFont.metrics, band.weight);
        const overrides = computeOverrides(web, metricsAt(key, band.local));
        const sources = local.names[band.local].map((name) => `local('${name}')`).join(', ');
        blocks.push(
          `/* ${webFont.short} ${band.weight} drawn in ${local.label} ${band.local === '700' ? 'Bold' : 'Regular'} */`,
          '@font-face {',
          `  font-family: '${families[index]}';`,
          `  src: ${sources};`,
          `  font-weight: ${band.range};`,
          '  font-style: normal;',
          `  size-adjust: ${percent(overrides.sizeAdjust)};`,
          `  ascent-override: ${percent(overrides.ascentOverride)};`,
          `  descent-override: ${percent(overrides.descentOverride)};`,
          `  line-gap-override: ${percent(overrides.lineGapOverride)};`,
          '}',
        );
      }
    });
  }
  return `${blocks.join('\n')}\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  writeFileSync(OUTPUT_PATH, renderFontFallbacks());
  console.info(`wrote ${OUTPUT_PATH}`);
}
