import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'rolldown/experimental';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundlePages } from './page-bundles';

/** A built site in miniature: a site script, a renderer, two islands sharing a chunk, a lazy part. */
const SITE_SCRIPT = '<script type="module" src="/_astro/site.AAAAAAAA.js"></script>';
const island = (component: string) =>
  `<astro-island component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/renderer.CCCCCCCC.js"></astro-island>`;
const FILES: Record<string, string> = {
  'index.html': `<html><head>${SITE_SCRIPT}</head><body>Home</body></html>`,
  'tool-a.html': `<html><head>${SITE_SCRIPT}</head><body>${island('tool.BBBBBBBB.js')}</body></html>`,
  'tool-a-twin.html': `<html><head>${SITE_SCRIPT}</head><body>${island('tool.BBBBBBBB.js')}</body></html>`,
  'tool-b.html': `<html><head>${SITE_SCRIPT}</head><body>${island('other.GGGGGGGG.js')}</body></html>`,
  '_astro/site.AAAAAAAA.js': `import { flag } from './flag.DDDDDDDD.js'; flag.site = true;`,
  '_astro/flag.DDDDDDDD.js': 'export const flag = { count: 0, site: false };',
  '_astro/renderer.CCCCCCCC.js': 'export default () => () => {};',
  '_astro/helper.EEEEEEEE.js': "export function helper() { return 'helped'; }",
  '_astro/tool.BBBBBBBB.js': [
    "import { flag } from './flag.DDDDDDDD.js';",
    "import { helper } from './helper.EEEEEEEE.js';",
    'export default function tool() { flag.count += 1; return `${helper()} ${flag.count}`; }',
    "export const openPanel = () => import('./panel.FFFFFFFF.js');",
    "export const check = () => import('./validator.IIIIIIII.js');",
  ].join('\n'),
  '_astro/validator.IIIIIIII.js':
    "import { flag } from './flag.DDDDDDDD.js'; export const isValid = () => flag.count > 0;",
  '_astro/panel.FFFFFFFF.js': [
    "import { flag } from './flag.DDDDDDDD.js';",
    "import { helper } from './helper.EEEEEEEE.js';",
    'export const panel = () => `${helper()} in a panel, count ${flag.count}`;',
  ].join('\n'),
  '_astro/other.GGGGGGGG.js': [
    "import { helper } from './helper.EEEEEEEE.js';",
    'export default () => helper().toUpperCase();',
    'export const check = () => import(`./validator.IIIIIIII.js`);',
  ].join('\n'),
  '_astro/other.GGGGGGGG.js.map': '{}',
  '_astro/style.HHHHHHHH.css': 'body{}',
};

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-bundles-'));
  await mkdir(join(dir, '_astro'));
  for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, name), text);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const componentUrl = async (page: string) =>
  /component-url="\/_astro\/([^"]+)"/.exec(await readFile(join(dir, page), 'utf8'))?.[1] ?? '';

describe('bundlePages', () => {
  it('points each page at one bundle of its island, the same for pages with the same island', async () => {
    const report = await bundlePages(dir);
    const bundle = await componentUrl('tool-a.html');
    expect(bundle).toMatch(/^tool\.[\w-]{8}\.js$/);
    expect(await componentUrl('tool-a-twin.html')).toBe(bundle);
    expect(await componentUrl('tool-b.html')).toMatch(/^other\.[\w-]{8}\.js$/);
    expect(report.pages.get('tool-a.html')).toBe(bundle);
    expect(report.pages.has('index.html')).toBe(false);
  });

  it('keeps the chunks of the site script and the renderer shared, and removes the merged ones', async () => {
    const report = await bundlePages(dir);
    expect(report.shared).toEqual(['flag.DDDDDDDD.js', 'renderer.CCCCCCCC.js', 'site.AAAAAAAA.js']);
    expect(report.removed).toEqual([
      'helper.EEEEEEEE.js',
      'other.GGGGGGGG.js',
      'panel.FFFFFFFF.js',
      'tool.BBBBBBBB.js',
    ]);
    const left = await readdir(join(dir, '_astro'));
    expect(left).toContain('style.HHHHHHHH.css');
    // a lazy part that needs nothing from a page bundle stays one file, for both pages
    expect(left).toContain('validator.IIIIIIII.js');
    expect(left.filter((name) => name.startsWith('validator.'))).toHaveLength(1);
    expect(left).not.toContain('other.GGGGGGGG.js.map');
    const bundle = await readFile(join(dir, '_astro', await componentUrl('tool-a.html')), 'utf8');
    expect(bundle).toContain('./flag.DDDDDDDD.js');
    expect(bundle).not.toContain('helper.EEEEEEEE');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(FILES['index.html']);
  });

  it('runs the page with the site script’s instance of a shared module, lazy parts included', async () => {
    await bundlePages(dir);
    const load = (name: string) =>
      import(/* @vite-ignore */ pathToFileURL(join(dir, '_astro', name)).href);
    const { flag } = await load('flag.DDDDDDDD.js');
    await load('site.AAAAAAAA.js');
    const tool = await load(await componentUrl('tool-a.html'));
    expect(tool.default()).toBe('helped 1');
    expect(flag).toEqual({ count: 1, site: true });
    const { panel } = await tool.openPanel();
    expect(panel()).toBe('helped in a panel, count 1');
    expect((await tool.check()).isValid()).toBe(true);
    expect((await load(await componentUrl('tool-b.html'))).default()).toBe('HELPED');
  });

  it('names the page when an island cannot be bundled', async () => {
    await writeFile(join(dir, '_astro', 'tool.BBBBBBBB.js'), "import './missing.ZZZZZZZZ.js';");
    await expect(bundlePages(dir)).rejects.toThrow(/missing/);
  });

  it('reads chunks as the build minifier writes them: import{a as b}from"./x.js"', async () => {
    for (const [name, text] of Object.entries(FILES)) {
      if (!name.endsWith('.js')) continue;
      const { code } = await minify(name, text, { compress: true, mangle: true });
      await writeFile(join(dir, name), code);
    }
    const minifiedTool = await readFile(join(dir, '_astro', 'tool.BBBBBBBB.js'), 'utf8');
    expect(minifiedTool).not.toContain("from './");
    const report = await bundlePages(dir);
    expect(report.removed).toContain('helper.EEEEEEEE.js');
    const load = (name: string) =>
      import(/* @vite-ignore */ pathToFileURL(join(dir, '_astro', name)).href);
    const { flag } = await load('flag.DDDDDDDD.js');
    await load('site.AAAAAAAA.js');
    const tool = await load(await componentUrl('tool-a.html'));
    expect(tool.default()).toBe('helped 1');
    expect(flag).toEqual({ count: 1, site: true });
    expect((await tool.check()).isValid()).toBe(true);
  });

  it('fails naming what changed when an island no longer carries the component-url it reads', async () => {
    await writeFile(
      join(dir, 'tool-b.html'),
      '<html><body><astro-island component="/_astro/other.GGGGGGGG.js" renderer-url="/_astro/renderer.CCCCCCCC.js"></astro-island></body></html>',
    );
    await expect(bundlePages(dir)).rejects.toThrow(
      /Astro's output no longer matches.*tool-b\.html has 1 <astro-island> but 0 component-url/,
    );
  });

  it('fails naming the chunk when it names a chunk in a form the patterns do not read', async () => {
    await writeFile(
      join(dir, '_astro', 'tool.BBBBBBBB.js'),
      "export default () => import('./odd~name.ZZZZZZZZ.js');",
    );
    await expect(bundlePages(dir)).rejects.toThrow(
      /no longer matches.*tool\.BBBBBBBB\.js names '\.\/odd~name\.ZZZZZZZZ\.js', which SCRIPT_REFERENCE/,
    );
  });

  it('fails naming the page when it names a script in a form the patterns do not read', async () => {
    await writeFile(
      join(dir, 'index.html'),
      '<html><head><script type=module src=/_astro/site.AAAAAAAA.js></script></head></html>',
    );
    await expect(bundlePages(dir)).rejects.toThrow(
      /no longer matches.*index\.html names \/_astro\/site\.AAAAAAAA\.js, which SCRIPT_REFERENCE/,
    );
  });

  it('fails naming the island when the bundler finds a static import STATIC_IMPORT missed', async () => {
    // a comment inside the statement: valid, and not the form the build writes
    await writeFile(
      join(dir, '_astro', 'other.GGGGGGGG.js'),
      "import/**/{ helper }from'./helper.EEEEEEEE.js'; export default () => helper();",
    );
    await expect(bundlePages(dir)).rejects.toThrow(
      /the island code of other\.GGGGGGGG\.js imports \.\/helper\.EEEEEEEE\.js statically, but STATIC_IMPORT did not read/,
    );
  });

  it('fails naming what changed when an island has no renderer-url', async () => {
    await writeFile(
      join(dir, 'tool-b.html'),
      '<html><body><astro-island component-url="/_astro/other.GGGGGGGG.js"></astro-island></body></html>',
    );
    await expect(bundlePages(dir)).rejects.toThrow(
      /tool-b\.html has an <astro-island> without renderer-url/,
    );
  });
});
