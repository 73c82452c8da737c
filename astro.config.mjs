// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { restOfLatin, toUnicodeRange } from './scripts/fonts/subset-fonts.mjs';
import { buildOutput } from './src/build/integration.ts';

/** The characters the fonts' Latin cores hold (scripts/fonts/subset-fonts.mjs writes both). */
const CORE_RANGE = JSON.parse(
  readFileSync(new URL('./src/assets/fonts/core-range.json', import.meta.url), 'utf8'),
).core;
const CORE_CODES = CORE_RANGE.flatMap((/** @type {string} */ item) => {
  const [from = 0, to = from] = item
    .slice(2)
    .split('-')
    .map((hex) => parseInt(hex, 16));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
});

/**
 * Vite wraps each dynamic import in a helper that preloads the imported chunk's own imports (about
 * 0.8 KB gzip on every page with a lazily loaded part). This site's lazy parts are small and the service
 * worker caches every chunk, so the wrapper only imports.
 */
function plainDynamicImports() {
  return {
    name: 'stillwell:plain-dynamic-imports',
    enforce: /** @type {const} */ ('pre'),
    /** @param {{ name: string }} environment */
    applyToEnvironment: (environment) => environment.name === 'client',
    // why: with preloading off, a chunk that imports a lazy part no longer carries the list of every
    // such part's files (`__vite__mapDeps`), which the wrapper below would ignore (Astro turns only
    // the polyfill off, and its setting wins over the top-level one)
    /** @param {string} name @param {{ build?: { modulePreload?: unknown } }} config */
    configEnvironment: (name, config) => {
      if (name === 'client') config.build = { ...config.build, modulePreload: false };
    },
    /** @param {string} id */
    load: (id) =>
      id === '\0vite/preload-helper.js'
        ? 'export const __vitePreload = (load) => load();'
        : undefined,
  };
}

/** The React renderer's client entry, answered by src/lib/hydration/react-hydrator.ts (in its place). */
function reactHydratorAfterCommit() {
  const hydrator = fileURLToPath(new URL('./src/lib/hydration/react-hydrator.ts', import.meta.url));
  return {
    name: 'stillwell:react-hydrator',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id @param {string | undefined} importer */
    resolveId: (id, importer) =>
      id === '@astrojs/react/client.js' && importer !== hydrator ? hydrator : undefined,
  };
}

/**
 * React, React DOM and the React renderer in one stable chunk: the renderer's own file, which every
 * island page loads and the service worker caches once for all of them. Everything else a page's island
 * loads is bundled for that page after the build (src/build/page-bundles.ts). Measured (JS gzip
 * per page, after page bundles):
 * - without this group the bundler splits React differently: every island page 0.6–0.7 KB heavier;
 * - the renderer here instead of in a file of its own: 0.3 KB lighter;
 * - the UI core (Button, Icon, cn, useStored, loadable) in each page bundle instead of here: 0.1–0.5 KB
 *   lighter (sound mixer 85.6 → 85.2), for 34 KB gzip more in the service worker's precache, as the
 *   lazily loaded parts that draw with it (settings panels, dialogs) are then bundled for each page.
 */
export const SHARED_CHUNKS = [
  {
    // The site script's shared modules in one file beside it (storage, notices, the site's keys, the
    // running-session flag, Vite's preload helper): they were three files loaded by every tool page;
    // together the sound mixer's page is 0.25 KB gzip lighter (92,355 → 92,103 bytes; issue 42), a page
    // without a tool 0.03 KB heavier (the flag). Rolldown keeps its runtime in a file of its own.
    name: 'site',
    test: /^\0vite\/preload-helper|[\\/]src[\\/]lib[\\/](?:storage[\\/](?:storage|guard-schema|site-keys)|notice[\\/]notice|session[\\/]session-flag)\.ts$/,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|[\\/]@astrojs[\\/]react[\\/]dist[\\/](?:client|static-html)\.|[\\/]src[\\/]lib[\\/]hydration[\\/]react-hydrator\./,
  },
];

/**
 * Applies SHARED_CHUNKS to the browser build. A group must not pull its modules' dependencies in (a
 * module the site script shares would bring React to every page), which Rolldown allows only when entry
 * chunks may gain exports; Astro asks for 'exports-only', so this relaxes it for the client build.
 */
function sharedChunks() {
  return {
    name: 'stillwell:shared-chunks',
    /** @param {{ name: string }} environment */
    applyToEnvironment: (environment) => environment.name === 'client',
    /** @param {import('rolldown').InputOptions} options */
    options: (options) => ({
      ...options,
      preserveEntrySignatures: /** @type {const} */ ('allow-extension'),
    }),
    /** @param {import('rolldown').OutputOptions} output */
    outputOptions: (output) => ({
      ...output,
      codeSplitting: { includeDependenciesRecursively: false, groups: SHARED_CHUNKS },
    }),
  };
}

/** `client:painted`: islands hydrate after the first paint (src/lib/hydration/painted-directive.ts). */
function paintedDirective() {
  return {
    name: 'stillwell:painted-directive',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'painted',
          entrypoint: './src/lib/hydration/painted-directive.ts',
        }),
    },
  };
}

/**
 * A Fontsource variable font's weight-axis faces (its `wght.css`: one file per script, each with its
 * unicode-range) as Astro font variants, the Latin file split in two (docs/architecture.md#fonts): first
 * its core, cut to the characters the site's own text uses (`scripts/fonts/subset-fonts.mjs`, committed in
 * src/assets/fonts), which Astro measures the fallback on and the layout preloads; then the rest of the
 * Latin file for the Latin characters the core lacks, then the other scripts.
 */
function fontsourceVariants(/** @type {string} */ pkg, /** @type {string} */ core) {
  const css = readFileSync(createRequire(import.meta.url).resolve(`${pkg}/wght.css`), 'utf8');
  const face = (/** @type {string} */ src, /** @type {string[]} */ range) => ({
    src: /** @type {[string]} */ ([src]),
    weight: '100 900',
    style: /** @type {const} */ ('normal'),
    unicodeRange: /** @type {[string]} */ (range),
  });
  const faces = [...css.matchAll(/url\(\.\/files\/([^)]+)\)[^}]*unicode-range: ([^;]+);/g)].map(
    ([, file = '', range = '']) => ({ file, range: range.split(',') }),
  );
  const latin = faces.find(({ file }) => file.includes('-latin-wght-'));
  if (!latin) throw new Error(`${pkg}/wght.css changed shape; update astro.config.mjs`);
  return /** @type {[ReturnType<typeof face>, ...ReturnType<typeof face>[]]} */ ([
    face(`./src/assets/fonts/${core}`, CORE_RANGE),
    face(`${pkg}/files/${latin.file}`, toUnicodeRange(restOfLatin(CORE_CODES))),
    ...faces
      .filter((other) => other !== latin)
      .map(({ file, range }) => face(`${pkg}/files/${file}`, range)),
  ]);
}

/**
 * Inter and Fraunces from their Fontsource packages, with `font-display: optional`: a font that has not
 * arrived by the first render (the layout preloads the Latin files) is not swapped in on that page, so it
 * can never move text; Astro adds a metric-matched local fallback (Arial, Times New Roman) to each stack.
 */
const fonts = [
  {
    name: 'Inter',
    pkg: '@fontsource-variable/inter',
    core: 'inter-latin-core.woff2',
    cssVariable: '--font-inter',
    fallbacks: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  },
  {
    name: 'Fraunces',
    pkg: '@fontsource-variable/fraunces',
    core: 'fraunces-latin-core.woff2',
    cssVariable: '--font-fraunces',
    fallbacks: ['ui-serif', 'Georgia', 'serif'],
  },
].map(({ pkg, core, ...font }) => ({
  ...font,
  provider: fontProviders.local(),
  display: /** @type {const} */ ('optional'),
  options: { variants: fontsourceVariants(pkg, core) },
}));

/** Canonical origin baked into every prerendered page (README: SITE_URL). */
const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  // Every page is prerendered; `/api` routes opt out with `export const prerender = false`.
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'never',
  // The site stylesheet (about 8 KB gzip) goes inline in each page: a separate file is a render-blocking
  // request that cost the guides about 0.5 s of first paint on Lighthouse's mobile network.
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), paintedDirective(), buildOutput()],
  devToolbar: { enabled: false },
  fonts,
  vite: {
    plugins: [tailwindcss(), plainDynamicImports(), reactHydratorAfterCommit(), sharedChunks()],
    build: {
      // why: minified once, after the page bundles are built from this output (src/build/page-bundles.ts):
      // minified here, the pure annotations and unused exports of a shared module were gone before the
      // page bundles could drop them (sound mixer: 0.3 KB gzip more)
      minify: false,
      // (CSS follows `minify` unless told: the inline stylesheet stays minified)
      cssMinify: true,
      rolldownOptions: {
        // why: schema builders (`z.object(...)`) are pure, but a bundler cannot know it, so every schema
        // a shared module declares shipped to every page importing any of them; marked pure, an AI page
        // keeps only the schemas it uses (the chat pages drop the suggestion and book schemas, ~3 KB gzip).
        // Nothing here calls `z` for its side effects (no `z.config`).
        treeshake: { manualPureFunctions: ['z'] },
      },
    },
  },
});
