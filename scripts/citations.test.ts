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
  expandSection,
  findDocCitations,
  rewriteCitations,
  slugOf,
} from './citations.mjs';
import { listScopeFiles, mappingTable } from './rewrite-citations.mjs';

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

  it('the rewrite has nothing left to do (it is idempotent over the tree)', () => {
    const pending = files.filter((file) => rewriteCitations(read(file), file).text !== read(file));
    expect(pending).toEqual([]);
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

  it('citations.md is the table the script writes', () => {
    expect(read('docs/citations.md')).toBe(mappingTable());
  });
});

describe('rewriteCitations', () => {
  it('rewrites a section to the heading of the tool whose folder cites it', () => {
    const { text } = rewriteCitations(
      `// ${OLD(2, '§9')}: 25 min`,
      'src/tools/focus-timer/machine.ts',
    );
    expect(text).toBe('// docs/tools/focus-timer.md#constants: 25 min');
  });

  it('keeps the words, lists several sections compactly, and takes the screen from its quoted name', () => {
    const before = `/** Eye timer (${OLD(2, '"Eye-health timer screen", §3, §4, §9')}) on the kit. */`;
    expect(rewriteCitations(before, 'src/lib/session/x.ts').text).toBe(
      '/** Eye timer (docs/tools/eye-health-app.md#screen, #data, #behaviour, #constants) on the kit. */',
    );
  });

  it('maps spec 1 sections that belong to one tool or feature wherever they are cited', () => {
    const { text } = rewriteCitations(
      `(${OLD(1, '§4.5')}) (${OLD(1, '§2.2')}) (${OLD(1, '§4.6')})`,
      'src/lib/x.ts',
    );
    expect(text).toBe(
      '(docs/tools/body-scan-online.md#behaviour) (docs/site.md#navigation) (docs/site.md#install-prompt)',
    );
  });

  it('expands ranges and follows a citation across a comment line break', () => {
    expect(expandSection('§2–§5')).toEqual(['2', '3', '4', '5']);
    expect(expandSection('§2.7-§2.10')).toEqual(['2.7', '2.8', '2.9', '2.10']);
    const { text } = rewriteCitations(` * the chats (${OLD(3, '')}\n * §4, §5).`, 'e2e/x.spec.ts');
    expect(text).toBe(' * the chats (docs/tools/chats.md#behaviour, #validation).');
  });

  it('names the tool from the words on the line when the folder does not', () => {
    const { text } = rewriteCitations(`// Yoga chime (${OLD(3, '§9')})`, 'src/lib/planner/cues.ts');
    expect(text).toBe('// Yoga chime (docs/tools/ai-yoga-planner.md#constants)');
  });

  it('rewrites the decisions file by its quoted item or its words, and the style guide link', () => {
    expect(rewriteCitations(`(${PRODUCT} "Theme")`, 'src/a.ts').text).toBe(
      '(docs/decisions.md#theme)',
    );
    expect(rewriteCitations(`(${PRODUCT}: inputs are clamped)`, 'src/a.ts').text).toBe(
      '(docs/decisions.md#inputs-are-clamped: inputs are clamped)',
    );
    expect(rewriteCitations('See `../shared/STYLE.md`.', 'README.md').text).toBe(
      'See `docs/style.md`.',
    );
  });

  it('is idempotent', () => {
    const once = rewriteCitations(
      `// ${OLD(3, '§2, §4')} and ${PRODUCT}`,
      'src/lib/chat/a.ts',
    ).text;
    expect(rewriteCitations(once, 'src/lib/chat/a.ts').text).toBe(once);
  });

  it('reports a section the specs do not have', () => {
    const { unmapped } = rewriteCitations(`// ${OLD(1, '§2.12')}`, 'src/a.ts');
    expect(unmapped).toEqual([{ line: 1, citation: OLD(1, '§2.12') }, expect.anything()]);
  });
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
