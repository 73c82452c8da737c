#!/usr/bin/env node
/**
 * The two web fonts' Latin files, cut to the characters Stillwell's own text uses (docs/architecture.md#fonts).
 * Every page preloads these core files; the rest of each Latin file stays a face of its own, fetched only
 * when a page shows one of its characters (a name typed with an accent, say).
 *
 *   node scripts/fonts/subset-fonts.mjs          write src/assets/fonts/* from the Fontsource packages
 *   node scripts/fonts/subset-fonts.mjs --check  change nothing; exit 1 if a file would change
 *
 * The characters: ASCII (anything a visitor types), and every character of the Latin file's range
 * found in the text files under src/ (pages, tools, guides, the built-in guide's answers).
 */
import { createRequire } from 'node:module';
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'src/assets/fonts');
const require = createRequire(import.meta.url);

/** The Latin file of each family (Fontsource's `wght.css`), and where its core goes. */
export const FAMILIES = [
  {
    pkg: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    core: 'inter-latin-core.woff2',
  },
  {
    pkg: '@fontsource-variable/fraunces',
    file: 'fraunces-latin-wght-normal.woff2',
    core: 'fraunces-latin-core.woff2',
  },
];

/** Fontsource's Latin range, as code point pairs. */
export const LATIN_RANGE = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const isLatin = (code) => LATIN_RANGE.some(([from, to]) => code >= from && code <= to);

const TEXT = /\.(astro|tsx?|mts|md|mdx|json|txt|css)$/;

/** Named character references the source spells (`&nbsp;` in JSX and Astro), by name. */
const ENTITIES = {
  nbsp: 0xa0,
  mdash: 0x2014,
  ndash: 0x2013,
  hellip: 0x2026,
  rsquo: 0x2019,
  lsquo: 0x2018,
  ldquo: 0x201c,
  rdquo: 0x201d,
  middot: 0xb7,
  times: 0xd7,
  copy: 0xa9,
  deg: 0xb0,
  minus: 0x2212,
  bull: 0x2022,
  ensp: 0x2002,
  emsp: 0x2003,
  laquo: 0xab,
  raquo: 0xbb,
  shy: 0xad,
  thinsp: 0x2009,
};

/** The characters a source text shows: its own, its escapes (`\\u00a0`, `&#8212;`) and named references. */
export function shownCharacters(text) {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  for (const [, hex] of text.matchAll(/\\u\{?([0-9a-fA-F]{4,5})\}?/g))
    codes.push(parseInt(hex, 16));
  for (const [, hex, dec] of text.matchAll(/&#(?:x([0-9a-fA-F]+)|(\d+));/g))
    codes.push(hex ? parseInt(hex, 16) : Number(dec));
  for (const [, name] of text.matchAll(/&([a-z]+);/g))
    if (name in ENTITIES) codes.push(ENTITIES[name]);
  return codes;
}

/** The Latin-range characters of every text file under src/, with printable ASCII. */
export async function siteCharacters(root = ROOT) {
  const codes = new Set();
  // why the control characters too: a tab or line break in text must never send a page for the rest
  for (let code = 0; code <= 0x7e; code += 1) codes.add(code);
  const entries = await readdir(join(root, 'src'), { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const code of shownCharacters(text)) if (isLatin(code)) codes.add(code);
  }
  return [...codes].sort((a, b) => a - b);
}

/** Code points as a CSS unicode-range list, runs joined: [65,66,67,70] → ['U+41-43', 'U+46']. */
export function toUnicodeRange(codes) {
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  const out = [];
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j += 1;
    out.push(i === j ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[j])}`);
    i = j + 1;
  }
  return out;
}

/** The Latin range without `codes`: what the rest of each Latin file still serves. */
export function restOfLatin(codes) {
  const kept = new Set(codes);
  const rest = [];
  for (const [from, to] of LATIN_RANGE)
    for (let code = from; code <= to; code += 1) if (!kept.has(code)) rest.push(code);
  return rest;
}

async function main() {
  // why here: the build imports this module for its ranges; only writing the files needs the subsetter
  const { default: subsetFont } = await import('subset-font');
  const isCheck = process.argv.includes('--check');
  const codes = await siteCharacters();
  const text = String.fromCodePoint(...codes);
  await mkdir(OUT, { recursive: true });
  let changed = 0;
  for (const family of FAMILIES) {
    const source = await readFile(require.resolve(`${family.pkg}/files/${family.file}`));
    const core = await subsetFont(source, text, { targetFormat: 'woff2' });
    const path = join(OUT, family.core);
    const before = await readFile(path).catch(() => null);
    if (before?.equals(core)) continue;
    changed += 1;
    if (!isCheck) await writeFile(path, core);
    console.log(`${family.core}: ${source.length} → ${core.length} bytes`);
  }
  const ranges = JSON.stringify({ core: toUnicodeRange(codes) }, null, 2) + '\n';
  const rangesPath = join(OUT, 'core-range.json');
  if ((await readFile(rangesPath, 'utf8').catch(() => '')) !== ranges) {
    changed += 1;
    if (!isCheck) await writeFile(rangesPath, ranges);
  }
  console.log(
    `${codes.length} characters; ${changed} file(s) ${isCheck ? 'would change' : 'written'}`,
  );
  if (isCheck && changed > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
