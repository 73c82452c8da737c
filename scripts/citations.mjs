/**
 * Citations of the product's rules: code cites the heading in docs/ that holds a rule
 * (`docs/tools/focus-timer.md#constants`). This module lists the files that may cite, finds their
 * citations and resolves headings (used by scripts/citations.test.ts), and spots a citation of a document
 * a clone does not have (a numbered section of the original specification, the product decisions file,
 * the style guide outside the repo), which the test refuses. Plain ESM with no dependencies.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

// Keep the old forms out of literal text, so this file never reads as a citation itself.
const SPEC = 'spec';
const PRODUCT = 'PRODUCT' + '.md';
const SHARED = '..' + '/shared/';

/** Every tool page in docs/tools, by slug. */
export const TOOL_PAGES = [
  'box-breathing',
  'breath-sync',
  'trataka-focus',
  'zen-timer',
  'body-scan-online',
  'garden-plant-meditation',
  'sound-bowl',
  'sound-mixer',
  'walking-meditation',
  'rain-meditation',
  'focus-timer',
  'eye-health-app',
  'krishna-my-friend',
  'buddha-my-teacher',
  'jesus-my-saviour',
  'shiva-my-god',
  'mindful-tasks-planner',
  'ai-yoga-planner',
  'ai-exercise-planner',
  'ai-book-builder',
];

/** Pages of what a family of tools shares (docs/tools/<family>.md), and who belongs to each. */
export const FAMILIES = {
  chats: ['krishna-my-friend', 'buddha-my-teacher', 'jesus-my-saviour', 'shiva-my-god'],
  planners: ['mindful-tasks-planner', 'ai-yoga-planner', 'ai-exercise-planner'],
  sessions: [
    'box-breathing',
    'breath-sync',
    'trataka-focus',
    'zen-timer',
    'body-scan-online',
    'garden-plant-meditation',
    'sound-bowl',
    'sound-mixer',
    'walking-meditation',
    'rain-meditation',
    'focus-timer',
    'eye-health-app',
  ],
};

/** The headings every tool and family page has (docs/README.md). */
export const TOOL_HEADINGS = [
  'screen',
  'behaviour',
  'data',
  'validation',
  'errors',
  'calls',
  'constants',
  'decisions',
  'guide',
];

/**
 * A citation of a document outside the repo: `spec 2 §4` in any case ("Spec 2 §4 also waits"), the
 * product decisions file, the shared folder or the style guide. What the test fails on.
 */
export const LEFTOVER = new RegExp(
  String.raw`\b[Ss]${SPEC.slice(1)} [123](?:\s*§|\s*"|\s*:|\s+[A-Za-z]|\b)|${PRODUCT.replace('.', '\\.')}|${SHARED.replaceAll('.', '\\.')}|\bSTYLE\.md\b`,
  'g',
);

/** Where citations live. */
export const SCOPES = ['src', 'scripts', 'e2e', 'server', 'README.md'];
/** Files that spell the old forms on purpose. */
const SELF = new Set([
  'scripts/citations.mjs',
  'scripts/citations.d.mts',
  'scripts/citations.test.ts',
]);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css|md|mdx|tmpl|sh|json)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro']);

/** Every text file in the scopes, relative to `root`. */
export async function listScopeFiles(root) {
  const files = [];
  for (const scope of SCOPES) {
    if (TEXT.test(scope)) {
      files.push(scope);
      continue;
    }
    let entries;
    try {
      entries = await readdir(join(root, scope), { withFileTypes: true, recursive: true });
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

/** GitHub's anchor for a heading. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code fences), with GitHub's -1, -2 for repeats. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slugOf(m[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * Every docs/ citation in a text: `docs/<path>.md` with an optional `#anchor`, and the `#anchor`s that
 * follow it in a comma list (`docs/tools/x.md#screen, #data`), each with its line number.
 */
export function findDocCitations(text) {
  const found = [];
  const pattern = /(?<![\w/.-])docs\/([\w./-]+?\.md)(#[\w-]+)?((?:,\s*#[\w-]+)*)/g;
  for (const m of text.matchAll(pattern)) {
    const line = text.slice(0, m.index).split('\n').length;
    const file = `docs/${m[1]}`;
    found.push({ line, file, anchor: m[2]?.slice(1) ?? null });
    for (const more of m[3].matchAll(/#([\w-]+)/g)) found.push({ line, file, anchor: more[1] });
  }
  return found;
}
