/**
 * One script per tool page: after `astro build`, each page's island code is bundled again into one file
 * (plus the parts it loads lazily), beside the chunks every page shares.
 *
 * why: one bundler run cannot give a module to two chunks, so it cuts the island code of 22 pages into a
 * chunk for every set of pages sharing a module: 10–15 files per tool page, each gzipped alone, without
 * the others' dictionary, and each with its own import and export lists. Bundled per page, the same code
 * is 2.3–3.2 KB gzip smaller a page (npm run budget: box breathing 83.6 → 80.8 KB, sound mixer
 * 89.2 → 86.0) and arrives in one request instead of 10–15. What stays shared, untouched:
 * - the site script's chunks and everything they load (storage, notices, the running-session flag): the
 *   page must use the same module instances as the site script, or a same-tab subscription or the
 *   install prompt's "a session is running" check would look at a copy;
 * - the React renderer's chunk (React, React DOM and the renderer), loaded by every island page and
 *   cached once for all of them.
 * A lazily loaded part still loads only when asked for: as the same file for every page when it needs
 * nothing from the page bundle, else as a part bundled for the page. The price is in the service
 * worker's precache, which holds code many pages use once per page: 255 → 396 KB gzip of scripts, one
 * download in the background after the first visit, against 2–4 KB less on every tool page's load.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { rolldown, type OutputAsset, type OutputChunk } from 'rolldown';
import { minifySync } from 'rolldown/utils';

/**
 * A file name in `_astro/` named in a script or page: `"./tool.CA-mwaU3.js"`, `import(`./x.js`)`,
 * `"/_astro/x.js"`.
 */
const SCRIPT_REFERENCE = /["'`](?:\.\/|\/_astro\/)([\w.-]+\.js)["'`]/g;
/** A static import or re-export: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`. */
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$\s{},*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;
/** An island's code: `component-url="/_astro/tool.CA-mwaU3.js"`. */
const COMPONENT_URL = /component-url="\/_astro\/([\w.-]+\.js)"/g;
/**
 * The same references read loosely, to catch the ones SCRIPT_REFERENCE would miss: in a chunk, any
 * quoted `./….js` (a name with other characters); in a page, any `/_astro/….js` (also unquoted).
 */
const LOOSE_CHUNK_REFERENCE = /["'`](?:\.\/|\/_astro\/)([^"'`\s]+?\.js)["'`]/g;
const LOOSE_PAGE_REFERENCE = /\/_astro\/([^"'`\s<>]+?\.js)(?=["'`\s>]|$)/g;

/** The bundler's hash length in a chunk's name (`tool.CA-mwaU3`). */
const HASH_SUFFIX = /\.[\w-]{8}$/;

/** What `bundlePages` did, for the build log and tests. */
export interface PageBundleReport {
  /** Page file (relative to the client folder) → its island bundle's file name. */
  readonly pages: ReadonlyMap<string, string>;
  /** Chunks left shared (loaded by the site script or the renderer). */
  readonly shared: readonly string[];
  /** Chunk files no page loads any more, removed. */
  readonly removed: readonly string[];
}

async function listHtml(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The error that stops the build when Astro's (or Vite's) output no longer looks as this step reads it:
 * an island whose code this step cannot find would otherwise ship unbundled, or break, and a shared
 * module it cannot see would run twice on a page.
 */
function astroOutputChanged(where: string, what: string): Error {
  return new Error(
    `page bundles: Astro's output no longer matches src/build/page-bundles.ts: ${where} ${what}. ` +
      'Update the patterns there (and the test built from real minified chunks) to the new output.',
  );
}

/**
 * `_astro/` file names mentioned in `text` (by default any: imports, dynamic imports, URLs). With
 * `where` (a page or chunk name), fails naming it when a looser reading finds a name this one misses.
 */
function scriptReferences(
  text: string,
  pattern: RegExp = SCRIPT_REFERENCE,
  where?: { name: string; loose: RegExp },
): string[] {
  const names = [...text.matchAll(pattern)].map((match) => match[1] ?? '');
  if (where) {
    const all = new Set([...text.matchAll(SCRIPT_REFERENCE)].map((match) => match[1]));
    for (const match of text.matchAll(where.loose)) {
      if (!all.has(match[1]))
        throw astroOutputChanged(
          where.name,
          `names ${match[0]}, which SCRIPT_REFERENCE does not read as "./<chunk>.js" or "/_astro/<chunk>.js"`,
        );
    }
  }
  return names;
}

/** Every chunk `roots` load (by default statically or lazily), themselves included. */
async function closure(
  assetDir: string,
  roots: Iterable<string>,
  pattern: RegExp = SCRIPT_REFERENCE,
): Promise<Set<string>> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(join(assetDir, file), 'utf8').catch(() => '');
    stack.push(...scriptReferences(text, pattern, { name: file, loose: LOOSE_CHUNK_REFERENCE }));
  }
  return seen;
}

/** Output name without the old chunk's hash: `box-settings-panel.D25RhKw3` → `box-settings-panel`. */
function baseName(name: string): string {
  return name.replace(HASH_SUFFIX, '');
}

/** Fails the build, naming what changed, when a page no longer looks as this step reads it. */
function assertAstroOutput(html: string, components: readonly string[], page: string): void {
  const islands = html.match(/<astro-island\b/g)?.length ?? 0;
  const changed = (what: string) => astroOutputChanged(page, what);
  if (islands > components.length)
    throw changed(
      `has ${islands} <astro-island> but ${components.length} component-url="/_astro/<chunk>.js" (COMPONENT_URL)`,
    );
  if (islands > 0 && !/renderer-url="\/_astro\/[\w.-]+\.js"/.test(html))
    throw changed('has an <astro-island> without renderer-url="/_astro/<chunk>.js"');
}

/**
 * Rolldown read the chunks with a parser: what the page loads at once (its entry bundles and the chunks
 * they import) importing a chunk from its own file, that file not shared, is a static import
 * STATIC_IMPORT missed, so the page would load a file it should have had in its bundle. (A lazily loaded
 * part may import such a file: code the page's islands do not use.)
 */
function assertStaticImportsRead(
  output: readonly (OutputChunk | OutputAsset)[],
  entries: readonly string[],
  shared: ReadonlySet<string>,
): void {
  const chunks = new Map<string, OutputChunk>();
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const own = chunks.get(imported);
      if (own) stack.push(own);
      else if (!shared.has(imported.replace(/^\.\//, '')))
        throw astroOutputChanged(
          `the island code of ${entries.join(', ')}`,
          `imports ./${imported.replace(/^\.\//, '')} statically, but STATIC_IMPORT did not read that ` +
            'import (it expects import{…}from"./<chunk>.js", import"./<chunk>.js" or export*from"./<chunk>.js")',
        );
    }
  }
}

/**
 * Minifies the scripts this step did not write: the shared chunks, the lazily loaded parts that stay one
 * file, the scripts of pages without islands. why: Vite's build is not minified (astro.config.mjs), so
 * the page bundles are built from code that still has its pure annotations and export lists, and
 * minified once, here; a chunk Vite minified kept, on every tool page, the export objects and calls it
 * could no longer prove unused (docs/architecture.md#page-bundles).
 */
async function minifyRest(assetDir: string, written: ReadonlySet<string>): Promise<void> {
  for (const name of await readdir(assetDir)) {
    if (!name.endsWith('.js') || written.has(name)) continue;
    const file = join(assetDir, name);
    await writeFile(file, minifyScript(name, await readFile(file, 'utf8')));
  }
}

/** `code` (the ES module `name`) minified as the page bundles are: compressed, names mangled. */
export function minifyScript(name: string, code: string): string {
  const result = minifySync(name, code, { module: true, compress: true, mangle: true });
  if (result.errors.length > 0)
    throw astroOutputChanged(name, `does not minify: ${result.errors[0]?.message}`);
  return result.code;
}

/** Bundles the islands of the pages in `clientDir` (see the file comment); rewrites the pages. */
export async function bundlePages(clientDir: string): Promise<PageBundleReport> {
  const assetDir = join(clientDir, '_astro');
  const pages = new Map<string, { html: string; components: string[] }>();
  const sharedRoots = new Set<string>();
  for (const file of await listHtml(clientDir)) {
    const html = await readFile(file, 'utf8');
    const components = [...html.matchAll(COMPONENT_URL)].map((match) => match[1] ?? '');
    assertAstroOutput(html, components, relative(clientDir, file));
    // Everything else a page names (the site script, the renderer) is shared by all pages.
    const page = { name: relative(clientDir, file), loose: LOOSE_PAGE_REFERENCE };
    for (const reference of scriptReferences(html, SCRIPT_REFERENCE, page)) {
      if (!components.includes(reference)) sharedRoots.add(reference);
    }
    if (components.length > 0) pages.set(file, { html, components });
  }
  const shared = await closure(assetDir, sharedRoots);

  // Pages with the same islands (the four persona chats) get the same bundle.
  const bundles = new Map<string, Map<string, string>>();
  /** The files this step writes (minified as it writes them). */
  const written = new Set<string>();
  for (const { components } of pages.values()) {
    const key = [...new Set(components)].sort().join(' ');
    if (bundles.has(key)) continue;
    const entries = key.split(' ');
    // The page's own code: what its islands import statically, the shared chunks apart.
    const inlined = await closure(assetDir, entries, STATIC_IMPORT);
    for (const chunk of shared) inlined.delete(chunk);
    // A lazily loaded part that needs none of that code stays one file for every page that loads it
    // (the practice log and its validator); the others are bundled for the page and import the page's
    // code from its bundle, so no module runs twice.
    const standalone = new Set<string>();
    for (const chunk of await closure(assetDir, entries)) {
      if (shared.has(chunk) || inlined.has(chunk)) continue;
      const needs = await closure(assetDir, [chunk]);
      if (![...needs].some((need) => inlined.has(need))) standalone.add(chunk);
    }
    const input: Record<string, string> = {};
    for (const entry of entries) {
      const name = baseName(entry.slice(0, -'.js'.length));
      input[name in input ? `${name}-${Object.keys(input).length}` : name] = join(assetDir, entry);
    }
    const build = await rolldown({
      input,
      // a shared chunk is imported from its own file, so the page runs the site's one instance of it
      external: (id) =>
        id.startsWith('./') && (shared.has(id.slice(2)) || standalone.has(id.slice(2))),
      // the entry may also export what its lazily loaded parts import from it (no extra facade file)
      preserveEntrySignatures: 'allow-extension',
      logLevel: 'warn',
    });
    const { output } = await build.generate({
      format: 'es',
      // why not Terser: on the real build it gzipped the bundles only 0.0–0.3 KB smaller a page
      // (docs/architecture.md#page-bundles), not worth a second minifier in every build
      minify: true,
      // the bundles are final: the pure annotations left for a later bundler are bytes shipped to no one;
      // the icons' licence banners (one per Lucide icon) are named once on /credits instead, as Vite's
      // minifier left them out before (0.1 KB gzip on a chat page)
      comments: { legal: false, annotation: false, jsdoc: false },
      entryFileNames: '[name].[hash].js',
      chunkFileNames: (chunk) => `${baseName(chunk.name)}.[hash].js`,
    });
    await build.close();
    const renamed = new Map<string, string>();
    assertStaticImportsRead(output, entries, shared);
    for (const item of output) {
      if (item.type !== 'chunk') continue;
      await writeFile(join(assetDir, item.fileName), item.code);
      written.add(item.fileName);
      const source = item.facadeModuleId ? basename(item.facadeModuleId) : '';
      if (item.isEntry && entries.includes(source)) renamed.set(source, item.fileName);
    }
    bundles.set(key, renamed);
  }

  const report = new Map<string, string>();
  for (const [file, { html, components }] of pages) {
    const renamed = bundles.get([...new Set(components)].sort().join(' ')) ?? new Map();
    const rewritten = html.replace(COMPONENT_URL, (_match, name: string) => {
      const bundle = renamed.get(name);
      if (!bundle) throw new Error(`page bundles: no bundle for ${name} in ${file}`);
      return `component-url="/_astro/${bundle}"`;
    });
    await writeFile(file, rewritten);
    report.set(relative(clientDir, file), renamed.get(components[0] ?? '') ?? '');
  }

  // The chunks the pages no longer load (their code is in the page bundles) are removed, so the service
  // worker does not precache them.
  const used = new Set<string>(shared);
  for (const file of await listHtml(clientDir)) {
    const roots = scriptReferences(await readFile(file, 'utf8'));
    for (const chunk of await closure(assetDir, roots)) used.add(chunk);
  }
  const removed: string[] = [];
  for (const name of await readdir(assetDir)) {
    const chunk = name.replace(/\.map$/, '');
    if (!chunk.endsWith('.js') || used.has(chunk)) continue;
    await rm(join(assetDir, name));
    if (name === chunk) removed.push(name);
  }
  await minifyRest(assetDir, written);
  return { pages: report, shared: [...shared].sort(), removed: removed.sort() };
}
