#!/usr/bin/env node
/**
 * Every planner drawing as the cards draw it (figure-art.tsx), in light and dark, at card size (96 px)
 * and large (224 px), for looking at them: `node scripts/with-node.mjs scripts/figure-sheet.mjs [label]`
 * → reports/figures/<label>/sheet-{light,dark}-{card,large}.png.
 *
 * `--blind` also writes each drawing alone at card size, with no caption, as
 * reports/figures/<label>/blind/<n>.png (n from a shuffled order) and key.json mapping n to the figure
 * id: the pictures for the recognition test (docs/tools/planners.md#recognition-test).
 * `--scale=2` draws at that device pixel ratio (a 96 px card as 192 pixels), and `--blind-only` draws
 * only the blind pictures, no captioned sheets (the hard quiz: scripts/figure-quiz.mjs --hard).
 * `--ids=a,b` draws only those figures; `--chunk=60` splits each sheet into pages of that many
 * (sheet-light-card-1.png, ...), small enough to look at one by one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const label = args.find((arg) => !arg.startsWith('--')) ?? 'current';
const isBlindOnly = args.includes('--blind-only');
const isBlind = isBlindOnly || args.includes('--blind');
const scale = Number(args.find((arg) => arg.startsWith('--scale='))?.slice(8) ?? 1);
const only = args
  .find((arg) => arg.startsWith('--ids='))
  ?.slice(6)
  .split(',');
const out = `reports/figures/${label}`;
mkdirSync(`${out}/blind`, { recursive: true });

// The real component, rendered to markup on this side.
const entry = `
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { FIGURES } from './src/lib/planner/figures/catalog';
import { FigureArt } from './src/components/planner/figure-art';
export const ids = Object.keys(FIGURES);
export const draw = (id) =>
  renderToStaticMarkup(createElement(FigureArt, { name: id, category: 'custom', kindLabel: 'item', className: 'tile' }));
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: 'tsx' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  jsx: 'automatic',
  logLevel: 'error',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/server'],
});
const modulePath = `${out}/figures.bundle.mjs`;
writeFileSync(modulePath, bundle.outputFiles[0].text);
const { ids: allIds, draw } = await import(`${process.cwd()}/${modulePath}`);
const ids = only ?? allIds;
const chunk = Number(args.find((arg) => arg.startsWith('--chunk='))?.slice(8) ?? ids.length);
const pages = Array.from({ length: Math.ceil(ids.length / chunk) }, (_, index) =>
  ids.slice(index * chunk, (index + 1) * chunk),
);

// The site's tokens for the few classes the drawing uses (src/styles/global.css).
const TOKENS = {
  light: { bg: '#ffffff', soft: '#d9ebe5', primary: '#2e6b5e', accent: '#6a5ca8', ink: '#1d2a2c' },
  dark: { bg: '#152023', soft: '#1d3a34', primary: '#7fc7b4', accent: '#b9adf0', ink: '#e6eeea' },
};
const css = (theme, size) => {
  const t = TOKENS[theme];
  return `body{margin:0;padding:8px;background:${t.bg};font:11px sans-serif;color:${t.ink}}
  .grid{display:flex;flex-wrap:wrap;gap:8px}
  figure{margin:0;width:${size}px}figcaption{height:2.4em;overflow:hidden}
  .tile{width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;border-radius:12px;background:${t.soft};color:${t.primary}}
  .fill-primary-soft{fill:${t.soft}} .stroke-primary-soft{stroke:${t.soft}}
  .text-accent{color:${t.accent}} .text-ink{color:${t.ink}} .size-full{width:100%;height:100%}
  svg{--sw-primary-soft:${t.soft};--sw-ink:${t.ink};--sw-accent:${t.accent}}`;
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(process.env.WIDTH ?? 1400), height: 600 },
  deviceScaleFactor: scale,
});
for (const theme of isBlindOnly ? [] : ['light', 'dark']) {
  for (const [name, size] of [
    ['card', 96],
    ['large', 224],
  ]) {
    for (const [index, part] of pages.entries()) {
      const cells = part
        .map((id) => `<figure>${draw(id)}<figcaption>${id}</figcaption></figure>`)
        .join('');
      await page.setContent(
        `<style>${css(theme, size)}</style><div class="grid" data-theme="${theme}">${cells}</div>`,
      );
      const suffix = pages.length > 1 ? `-${index + 1}` : '';
      await page.screenshot({ path: `${out}/sheet-${theme}-${name}${suffix}.png`, fullPage: true });
    }
  }
}

if (isBlind) {
  // A fixed shuffle, so the same label always gives the same numbers.
  let seed = 43;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const order = [...ids].sort(() => random() - 0.5);
  const key = {};
  await page.setViewportSize({ width: 112, height: 112 });
  for (const [index, id] of order.entries()) {
    key[index + 1] = id;
    await page.setContent(`<style>${css('light', 96)}</style>${draw(id)}`);
    await page.screenshot({ path: `${out}/blind/${index + 1}.png` });
  }
  writeFileSync(`${out}/key.json`, JSON.stringify(key, null, 1));
}
await browser.close();
console.log(`${ids.length} drawings → ${out}`);
