import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FAMILIES,
  LEFTOVER,
  TOOL_HEADINGS,
  TOOL_PAGES,
  anchorsOf,
  findDocCitations,
  listScopeFiles,
  slugOf,
} from './citations.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = anchorsOf(read(file));
  anchorCache.set(file, anchors);
  return anchors;
}
// The old forms, spelled so that this file is not itself a citation.
const OLD = (n: number, rest: string) => `spec ${n} ${rest}`;
const PRODUCT = 'PRODUCT' + '.md';

const files = await listScopeFiles(ROOT);

describe('citations in src, scripts, e2e, server and README.md', () => {
  it('finds the files (and the citations) it is meant to check', () => {
    expect(files).toContain('README.md');
    expect(files.some((f) => f.startsWith('src/tools/'))).toBe(true);
    expect(files.some((f) => f.startsWith('e2e/'))).toBe(true);
    const count = files.reduce((n, f) => n + findDocCitations(read(f)).length, 0);
    expect(count).toBeGreaterThan(500);
  });

  it('every docs/ citation names a file and a heading that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const { line, file: doc, anchor } of findDocCitations(read(file))) {
        if (!existsSync(join(ROOT, doc))) broken.push(`${file}:${line}: ${doc} does not exist`);
        else if (anchor && !anchorsOfFile(doc).has(anchor))
          broken.push(`${file}:${line}: ${doc} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no old citation is left (spec sections, the decisions file, links out of the repo)', () => {
    const left: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(LEFTOVER)) {
        const line = text.slice(0, match.index).split('\n').length;
        left.push(`${file}:${line}: ${match[0]}`);
      }
    }
    expect(left).toEqual([]);
  });
});

describe('docs/', () => {
  it('every tool and family page has the nine headings citations point at', () => {
    for (const page of [...TOOL_PAGES, ...Object.keys(FAMILIES)]) {
      const anchors = anchorsOfFile(`docs/tools/${page}.md`);
      for (const heading of TOOL_HEADINGS) expect(anchors, `${page}#${heading}`).toContain(heading);
    }
  });

  it('links between docs pages resolve', () => {
    const pages = [
      'README.md',
      'site.md',
      'ai.md',
      'decisions.md',
      'architecture.md',
      'glossary.md',
      'style.md',
      'citations.md',
      ...[...TOOL_PAGES, ...Object.keys(FAMILIES)].map((p) => `tools/${p}.md`),
    ].map((p) => `docs/${p}`);
    const broken: string[] = [];
    for (const page of pages) {
      for (const m of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        const [path = '', anchor] = (m[1] ?? '').split('#');
        if (/^[a-z]+:/.test(path)) continue;
        const target = path ? normalize(join(dirname(page), path)) : page;
        if (!existsSync(join(ROOT, target))) broken.push(`${page}: ${m[1]}`);
        else if (anchor && target.endsWith('.md') && !anchorsOfFile(target).has(anchor))
          broken.push(`${page}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('an old citation', () => {
  it.each([
    OLD(2, '§9'),
    `${OLD(2, '§4')}`.replace('s', 'S'),
    OLD(3, '"Yoga screen"'),
    `${PRODUCT} "Theme"`,
    '../shared/STYLE.md',
  ])('is refused: %s', (citation) => {
    expect(`// ${citation}: a rule`.match(LEFTOVER)).not.toBeNull();
  });

  it.each(['docs/style.md#naming', 'inspect 2 files', 'docs/tools/focus-timer.md#constants'])(
    'is not confused with: %s',
    (text) => {
      expect(text.match(LEFTOVER)).toBeNull();
    },
  );
});

describe('anchors', () => {
  it('slugs headings as GitHub does', () => {
    expect(slugOf('The built-in guide meets the question')).toBe(
      'the-built-in-guide-meets-the-question',
    );
    expect(slugOf('Zen timer route')).toBe('zen-timer-route');
    expect([...anchorsOf('# A\n## Data\n```\n## Not\n```\n## Data\n')]).toEqual([
      'a',
      'data',
      'data-1',
    ]);
  });
});
