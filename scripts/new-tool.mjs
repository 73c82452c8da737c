#!/usr/bin/env node
/**
 * `npm run new:tool <slug>`: scaffolds a tool on the session kit so that it starts whole and tested:
 * meta, a pure machine on the timed session with its unit test, a storage key, the island (session hook
 * and shared widgets), the page shell and an end-to-end test that waits for hydration and drives the
 * fake clock. Refuses to overwrite anything. The templates are in scripts/new-tool/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'new-tool');

const slug = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
  console.error('Usage: npm run new:tool <slug>   (kebab-case, e.g. "eye-health-app")');
  process.exit(2);
}
const words = slug.split('-');
const name = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
const values = {
  __SLUG__: slug,
  __NAME__: name,
  __LOWER__: name.toLowerCase(),
  __COMPONENT__: name.replace(/ /g, ''),
  __MACHINE__: words
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join(''),
};

const dir = `src/tools/${slug}`;
/** Template file → where it goes. */
const files = {
  'meta.ts.tmpl': `${dir}/meta.ts`,
  'machine.ts.tmpl': `${dir}/machine.ts`,
  'machine.test.ts.tmpl': `${dir}/machine.test.ts`,
  'storage.ts.tmpl': `${dir}/storage.ts`,
  'tool.tsx.tmpl': `${dir}/tool.tsx`,
  'page.astro.tmpl': `src/pages/${slug}.astro`,
  'e2e.spec.ts.tmpl': `e2e/${slug}.spec.ts`,
};

const clash = Object.values(files).filter((path) => existsSync(path));
if (clash.length) {
  console.error(`Refusing to overwrite: ${clash.join(', ')}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const [template, path] of Object.entries(files)) {
  let text = readFileSync(join(TEMPLATES, template), 'utf8');
  for (const [placeholder, value] of Object.entries(values))
    text = text.replaceAll(placeholder, value);
  writeFileSync(path, text);
  console.log(`  created ${path}`);
}
console.log(`
/${slug} is a working timed session on the kit. Next:
  1. meta.ts: title, description, category, icon, order (and guide: '${slug}-guide' once written).
  2. machine.ts: the spec's states, constants and rules; machine.test.ts: the spec's numbers.
  3. tool.tsx: the screen, from the shared widgets in src/components/session.
  4. src/content/guides/${slug}-guide.md, and e2e/${slug}.spec.ts for the spec's behaviour.`);
