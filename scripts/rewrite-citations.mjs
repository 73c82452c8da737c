/**
 * Rewrites old citations (`spec N §x`, the product decisions file, the style guide outside the repo) in
 * src/, scripts/, e2e/, server/ and README.md to the docs/ heading that holds each rule, keeping the
 * words around them, then formats the changed files with Prettier. Idempotent. Prints every citation it
 * cannot map and exits 1 if there is one.
 *
 *   node scripts/rewrite-citations.mjs          rewrite in place
 *   node scripts/rewrite-citations.mjs --check  change nothing; exit 1 if anything would change
 *   node scripts/rewrite-citations.mjs --table  also write docs/citations.md (the mapping, as a table)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FAMILIES,
  TOOL_PAGES,
  resolveDecision,
  resolveSection,
  rewriteCitations,
} from './citations.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where citations live. */
export const SCOPES = ['src', 'scripts', 'e2e', 'server', 'README.md'];
/** Files that spell the old forms on purpose. */
export const SELF = new Set([
  'scripts/citations.mjs',
  'scripts/citations.d.mts',
  'scripts/rewrite-citations.mjs',
  'scripts/citations.test.ts',
]);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css|md|mdx|tmpl|sh|json)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro']);

/** Every text file in the scopes, relative to the root. */
export async function listScopeFiles(root = ROOT) {
  const files = [];
  for (const scope of SCOPES) {
    const full = join(root, scope);
    if (TEXT.test(scope)) {
      files.push(scope);
      continue;
    }
    let entries;
    try {
      entries = await readdir(full, { withFileTypes: true, recursive: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !TEXT.test(entry.name)) continue;
      const rel = relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/');
      if (rel.split('/').some((part) => SKIP_DIRS.has(part))) continue;
      files.push(rel);
    }
  }
  return files.filter((file) => !SELF.has(file)).sort();
}

async function format(file, text) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    return text;
  }
  const filepath = join(ROOT, file);
  const info = await prettier.getFileInfo(filepath, {
    ignorePath: join(ROOT, '.prettierignore'),
    resolveConfig: true,
  });
  if (info.ignored || !info.inferredParser) return text;
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

const link = (target) => `[${target}](${target.replace(/^docs\//, '')})`;

/** The mapping as a Markdown table: every section of the three specs and every decision. */
export function mappingTable() {
  const rows = [];
  const contexts = [
    ['(no tool named)', null],
    ...TOOL_PAGES.map((slug) => [slug, slug]),
    ...Object.keys(FAMILIES).map((family) => [`${family} (family)`, family]),
  ];
  const sections = {
    1: [
      '1',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '2.5',
      '2.6',
      '2.7',
      '2.8',
      '2.9',
      '2.10',
      '2.11',
      '3',
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '5',
      '6',
      '7',
      '8',
      '9',
    ],
    2: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    3: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  };
  for (const [specNo, list] of Object.entries(sections)) {
    for (const section of list) {
      const seen = new Map();
      for (const [label, subject] of contexts) {
        const target = resolveSection(Number(specNo), section, {
          subject,
          area: null,
          isGuide: false,
          words: { test: () => false },
        });
        if (!target) continue;
        if (!seen.has(target)) seen.set(target, []);
        seen.get(target).push(label);
      }
      if (seen.size === 1) {
        const [target] = seen.keys();
        rows.push(`| spec ${specNo} §${section} | any | ${link(target)} |`);
        continue;
      }
      const perTool = resolveSection(Number(specNo), section, {
        subject: 'box-breathing',
        area: null,
        isGuide: false,
        words: { test: () => false },
      });
      const pattern = perTool?.replace('box-breathing', '<tool>');
      const fallback = [...seen].find(([, labels]) => labels.includes('(no tool named)'))?.[0];
      if (pattern)
        rows.push(
          `| spec ${specNo} §${section} | a tool or family named | \`docs/${pattern.slice(5)}\` |`,
        );
      if (fallback) rows.push(`| spec ${specNo} §${section} | none named | ${link(fallback)} |`);
    }
  }
  const product = [
    ['Principles 1–5, "Nothing is lost"', 'principle 5'],
    ['"AI calls go through the server"', 'server'],
    ['"Chats remember the conversation"', null],
    ['"Safety"', 'safety'],
    ['"Sessions survive a reload"', 'reload'],
    ['"The mixer remembers the mix"', 'remembers the mix'],
    ['"The built-in guide meets the question"', 'meets the question'],
    ['"Body scan" (reading A)', 'reading A'],
    ['"/zen-timer"', 'zen-timer'],
    ['"Unknown paths"', '404'],
    ['"Theme"', 'theme'],
    ['"Inputs are clamped"', 'clamp'],
    ['"Analytics"', 'analytics'],
    ['"Storage keys" (key naming)', 'key naming'],
    ['"Sounds"', 'sounds'],
    ['"The install prompt"', 'install'],
  ];
  const productRows = product.map(([item, words]) => {
    const heading = words ? resolveDecision(null, words) : 'chats-remember-the-conversation';
    return `| ${item} | [decisions.md#${heading}](decisions.md#${heading}) |`;
  });
  return [
    '# Citations',
    '',
    'Which heading now holds each section of the original specification and each product decision.',
    'Generated by `node scripts/rewrite-citations.mjs --table`; the same mapping rewrites old citations',
    "(`scripts/citations.mjs`). Where a section covers several tools, the tool is taken from the citation's",
    'quoted name, its file (`src/tools/<slug>/`, `e2e/<slug>.spec.ts`), the words on its line, or its folder',
    '(`src/lib/chat`, `src/lib/planner`, `src/lib/session`, `src/server/ai`), in that order.',
    '',
    '## Specification',
    '',
    '| Section | Cited for | Heading |',
    '| --- | --- | --- |',
    ...rows,
    '',
    'Also: a spec-1 citation about a site feature (navigation, install prompt, home particles, analytics)',
    'goes to that heading of site.md, and spec 1 §1 about head tags to [site.md#head](site.md#head); in',
    '`src/server/ai` and `src/lib/ai`, spec 3 §3, §5, §7, §8 and §9 go to ai.md (#catalogue, #validation,',
    '#prompts, #errors, or #parse-stages for the book parser); a spec-2 screen name ("Focus timer screens")',
    'is that tool\'s #screen and "Guide pages" is [site.md#guides](site.md#guides); a citation about a',
    "guide is the tool's #guide.",
    '',
    '## Product decisions',
    '',
    '| Item | Heading |',
    '| --- | --- |',
    ...productRows,
    '',
    '## Style guide',
    '',
    'The style guide is [style.md](style.md).',
    '',
  ].join('\n');
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const check = args.has('--check');
  const files = await listScopeFiles();
  const changed = [];
  let unmappedCount = 0;
  for (const file of files) {
    const before = await readFile(join(ROOT, file), 'utf8');
    const { text, unmapped } = rewriteCitations(before, file);
    for (const { line, citation } of unmapped) {
      unmappedCount += 1;
      console.log(`unmapped ${file}:${line}: ${citation}`);
    }
    if (text === before) continue;
    changed.push(file);
    if (!check) await writeFile(join(ROOT, file), await format(file, text));
  }
  if (args.has('--table')) await writeFile(join(ROOT, 'docs/citations.md'), mappingTable());
  console.log(
    `${check ? 'would rewrite' : 'rewrote'} ${changed.length} file(s); ${unmappedCount} citation(s) unmapped`,
  );
  if (unmappedCount > 0 || (check && changed.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
