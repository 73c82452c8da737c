// @vitest-environment happy-dom
/**
 * bundlePages over what `astro build` really writes: the fixture site in fixtures/page-bundles-site is
 * built with the installed Astro, @astrojs/react and the site's own build settings (its Vite plugins,
 * Rolldown options and default minifier), then bundled, then checked against what page-bundles.ts
 * promises, down to hydrating an island from its bundle. An Astro or Vite upgrade that changes the
 * minified output fails here, or in bundlePages' own checks, before it ships a broken page.
 *
 * One fixture build, shared by every test in the file: about 4 s of the file's 6–7 s on two cores
 * (10–15 s with Vitest's start), so it runs with the unit tests.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePages, minifyScript, type PageBundleReport } from './page-bundles';

// (paths, not `new URL`: the URL of this file's DOM is not Node's, which fileURLToPath wants)
const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const FIXTURES = join(HERE, 'fixtures');
const BUILD_TIMEOUT_MS = 120_000;

/** Every `./x.js` or `/_astro/x.js` a file names, read loosely (not with the module's own patterns). */
const ANY_REFERENCE = /["'`](?:\.\/|\/_astro\/)([^"'`\s]+\.js)["'`]/g;
const references = (text: string) =>
  [...text.matchAll(ANY_REFERENCE)].map((match) => match[1] ?? '');
/** Static imports only, read loosely: `import{…}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`. */
const staticImports = (text: string) =>
  [...text.matchAll(/(?:from|import)\s*["']\.\/([^"'\s]+\.js)["']/g)].map(
    (match) => match[1] ?? '',
  );

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (data: Buffer) => (log += data.toString()));
    child.stderr.on('data', (data: Buffer) => (log += data.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`fixture build failed (${code}):\n${log}`)),
    );
  });
}

let work = '';
let out = '';
/** The build's client output before bundlePages: file name → text. */
const before = new Map<string, string>();
let report: PageBundleReport;

const page = (name: string) => readFile(join(out, name), 'utf8');
const asset = (name: string) => readFile(join(out, '_astro', name), 'utf8');
const attribute = (html: string, name: string) =>
  new RegExp(`${name}="/_astro/([^"]+)"`).exec(html)?.[1] ?? '';
const beforeAttribute = (file: string, name: string) => attribute(before.get(file) ?? '', name);
const load = (name: string) => import(/* @vite-ignore */ join(out, '_astro', name));

beforeAll(async () => {
  // A copy of the fixture beside it, so what Astro writes into a project (.astro/) goes with the copy,
  // at the same depth, so its config still finds the site's. Not in the system's temporary folder: the
  // prerender step imports its chunks from the output and finds packages above it, and this file's test
  // runner (with a DOM) does not find modules in a folder made outside the project after it started.
  work = await mkdtemp(join(FIXTURES, 'dist-test-'));
  await cp(join(FIXTURES, 'page-bundles-site'), work, { recursive: true });
  out = join(work, 'dist');
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))),
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    PAGE_BUNDLES_FIXTURE_CACHE: join(work, 'cache'),
  };
  const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  await run(process.execPath, [astro, 'build', '--root', work, '--outDir', out], env);
  for (const name of ['index.html', 'tool-a.html', 'tool-a-twin.html', 'tool-b.html'])
    before.set(name, await page(name));
  for (const name of await readdir(join(out, '_astro')))
    before.set(`_astro/${name}`, await asset(name));
  report = await bundlePages(out);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('bundlePages on a real build', () => {
  it('starts from what the tests below assume: a chunk per shared module, not minified yet', () => {
    const chunks = [...before.keys()].filter((name) => name.endsWith('.js'));
    // the islands, the site script, the renderer, React, the shared flag, the helper, two lazy parts
    expect(chunks.length).toBeGreaterThanOrEqual(8);
    const counter = before.get(`_astro/${beforeAttribute('tool-a.html', 'component-url')}`) ?? '';
    expect(counter).toMatch(/^import \{[^}]+\} from "\.\/[\w.-]+\.js";\n/);
    // the pure annotations a page bundle drops unused code by are still there
    expect(chunks.some((name) => before.get(name)?.includes('/* @__PURE__ */'))).toBe(true);
  });

  it('minifies every script once: the page bundles as they are built, every other file after', async () => {
    for (const name of await readdir(join(out, '_astro'))) {
      if (!name.endsWith('.js')) continue;
      const text = await asset(name);
      expect(text, name).not.toContain('/*');
      const earlier = before.get(`_astro/${name}`);
      if (earlier !== undefined) expect(text.length, name).toBeLessThan(earlier.length * 0.8);
    }
  });

  it('points each island page at one bundle, the same for pages with the same island', async () => {
    const toolA = attribute(await page('tool-a.html'), 'component-url');
    const toolB = attribute(await page('tool-b.html'), 'component-url');
    expect(toolA).toMatch(/^Counter\.[\w-]{8}\.js$/);
    expect(toolA).not.toBe(beforeAttribute('tool-a.html', 'component-url'));
    expect(attribute(await page('tool-a-twin.html'), 'component-url')).toBe(toolA);
    expect(toolB).toMatch(/^Other\.[\w-]{8}\.js$/);
    expect(Object.fromEntries(report.pages)).toEqual({
      'tool-a.html': toolA,
      'tool-a-twin.html': toolA,
      'tool-b.html': toolB,
    });
    expect(await page('index.html')).toBe(before.get('index.html'));
    // one bundle per page: its static imports are shared chunks only
    for (const bundle of [toolA, toolB]) {
      for (const imported of staticImports(await asset(bundle)))
        expect(report.shared, `${bundle} imports ${imported}`).toContain(imported);
    }
  });

  it('leaves the chunks of the site script and the renderer shared and untouched but minified', async () => {
    const html = before.get('tool-a.html') ?? '';
    const siteScript = /<script type="module" src="\/_astro\/([^"]+)"/.exec(html)?.[1] ?? '';
    const renderer = beforeAttribute('tool-a.html', 'renderer-url');
    expect(siteScript).not.toBe('');
    expect(attribute(await page('tool-a.html'), 'renderer-url')).toBe(renderer);
    const expected = new Set([siteScript, renderer]);
    for (const root of [siteScript, renderer])
      for (const imported of staticImports(before.get(`_astro/${root}`) ?? ''))
        expected.add(imported);
    // the site script's flag module and React are among them
    expect(expected.size).toBeGreaterThanOrEqual(4);
    expect(report.shared).toEqual([...expected].sort());
    for (const chunk of report.shared)
      expect(await asset(chunk)).toBe(minifyScript(chunk, before.get(`_astro/${chunk}`) ?? ''));
  });

  it('removes the chunks merged into the bundles, and nothing still names one', async () => {
    const islands = ['tool-a.html', 'tool-b.html'].map((file) =>
      beforeAttribute(file, 'component-url'),
    );
    for (const island of islands) expect(report.removed).toContain(island);
    // the helper the two islands share had a chunk of its own (with Vite's import helper)
    expect(report.removed.length).toBeGreaterThan(islands.length);
    const left = await readdir(join(out, '_astro'));
    for (const chunk of report.removed) expect(left).not.toContain(chunk);
    for (const chunk of report.removed)
      for (const name of left)
        expect(await asset(name), `${name} names ${chunk}`).not.toContain(chunk);
  });

  it('leaves every file a page or a script names in place', async () => {
    const left = new Set(await readdir(join(out, '_astro')));
    for (const file of ['index.html', 'tool-a.html', 'tool-a-twin.html', 'tool-b.html'])
      for (const name of references(await page(file)))
        expect(left.has(name), `${file} names ${name}`).toBe(true);
    for (const file of left) {
      if (!file.endsWith('.js')) continue;
      for (const name of references(await asset(file)))
        expect(left.has(name), `${file} names ${name}`).toBe(true);
    }
  });

  it('still loads the lazy parts lazily: the shared-only one as the same file, the other per page', async () => {
    const toolA = await asset(attribute(await page('tool-a.html'), 'component-url'));
    const toolB = await asset(attribute(await page('tool-b.html'), 'component-url'));
    const validator = [...before.keys()].find((name) => /\/validator\.[\w-]{8}\.js$/.test(name));
    const validatorFile = validator?.slice('_astro/'.length) ?? '';
    expect(validatorFile).not.toBe('');
    expect(await asset(validatorFile)).toBe(
      minifyScript(validatorFile, before.get(validator ?? '') ?? ''),
    );
    for (const bundle of [toolA, toolB]) {
      expect(bundle).toContain(`import(\`./${validatorFile}\`)`);
      expect(staticImports(bundle)).not.toContain(validatorFile);
    }
    const panel = /import\(`\.\/(panel\.[\w-]{8}\.js)`\)/.exec(toolA)?.[1] ?? '';
    expect(panel).not.toBe('');
    expect(staticImports(toolA)).not.toContain(panel);
    expect(toolA).not.toContain(' in a panel, count ');
    expect(await asset(panel)).toContain(' in a panel, count ');
  });

  it('lets a lazy part import, from its own file, code the page’s island does not use', async () => {
    // the shapes are in tool-b's island and in tool-a's panel only: tool-b has them in its bundle,
    // tool-a's panel imports the one file, which the page does not load at once
    const shapes = [...before.keys()].find((name) => /\/shapes\.[\w-]{8}\.js$/.test(name)) ?? '';
    const shapesFile = shapes.slice('_astro/'.length);
    expect(shapesFile).not.toBe('');
    const toolA = await asset(attribute(await page('tool-a.html'), 'component-url'));
    const toolB = await asset(attribute(await page('tool-b.html'), 'component-url'));
    const panel = /import\(`\.\/(panel\.[\w-]{8}\.js)`\)/.exec(toolA)?.[1] ?? '';
    expect(staticImports(await asset(panel))).toContain(shapesFile);
    expect(toolA).not.toContain(shapesFile);
    expect(toolB).not.toContain(shapesFile);
    expect(toolB).toContain('M18 6 6 18');
    expect(await asset(shapesFile)).toBe(minifyScript(shapesFile, before.get(shapes) ?? ''));
  });

  it('runs: the island hydrates from its bundle with the site script’s modules', async () => {
    const html = await page('tool-a.html');
    const ssr = /<astro-island[^>]*>([\s\S]*?)<\/astro-island>/.exec(html)?.[1] ?? '';
    const island = document.createElement('astro-island');
    island.setAttribute('ssr', '');
    island.innerHTML = ssr.replace('<!--astro:end-->', '');
    document.body.append(island);
    const siteScript = /<script type="module" src="\/_astro\/([^"]+)"/.exec(html)?.[1] ?? '';
    await load(siteScript);
    expect(document.documentElement.dataset['site']).toBe('0');
    const { default: renderer } = await load(attribute(html, 'renderer-url'));
    const tool = await load(attribute(html, 'component-url'));
    await renderer(island)(tool.default, {}, {}, { client: 'load' });
    const button = island.querySelector('button');
    expect(button?.textContent).toBe('helped by the helper: 0');
    button?.click();
    await expect.poll(() => button?.textContent).toBe('helped by the helper: 1');
    // the lazy parts read the same flag the island counted on and the site script set
    expect((await tool.check()).isValid()).toBe(true);
    expect((await tool.openPanel()).panel()).toBe(
      'helped by the helper in a panel, count 1, 2 shapes',
    );
  });
});
