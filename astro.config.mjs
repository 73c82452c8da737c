// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { buildOutput } from './src/server/build/integration.ts';

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
    /** @param {string} id */
    load: (id) =>
      id === '\0vite/preload-helper.js'
        ? 'export const __vitePreload = (load) => load();'
        : undefined,
  };
}

/** The React renderer's client entry, answered by src/lib/site/react-hydrator.ts (it wraps the original). */
function reactHydratorAfterCommit() {
  const hydrator = fileURLToPath(new URL('./src/lib/site/react-hydrator.ts', import.meta.url));
  return {
    name: 'stillwell:react-hydrator',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id @param {string | undefined} importer */
    resolveId: (id, importer) =>
      id === '@astrojs/react/client.js' && importer !== hydrator ? hydrator : undefined,
  };
}

/**
 * Island code every tool page loads, in two stable chunks instead of the 15–30 small ones the bundler
 * makes (one per set of pages sharing a module). Each small chunk gzips on its own, without the
 * dictionary of the others, and carries its own import and export lists: merged, the same code is about
 * 2 KB gzip smaller on a timed tool's page (sound bowl 87.7 → 85.7 KB, rain 87.9 → 86.0, zen timer
 * 86.4 → 84.1, all 22 island pages 1,843.6 → 1,816.3 KB; measured by static import closure). A group
 * holds only what (nearly) all of its pages use, so no page loads much it does not need:
 * - `react`: React, React DOM and the UI core every island draws with (22 of 22 pages; Icon,
 *   useStored and loadable 15–19, about 1 KB);
 * - `session-kit`: the timed session (machine runner, hook, clock, ticker, Space key, wake lock,
 *   completion, practice log, audio engine) with the transport and countdown widgets, used by the
 *   12–13 timed tools. Chats, planners, the journal and Your data do not load it.
 * The site script's modules (storage, notices, the session flag) stay out, so pages without a tool
 * keep their 4 KB.
 */
const SHARED_CHUNKS = [
  {
    name: 'react',
    priority: 2,
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|clsx)[\\/]|[\\/]src[\\/](?:components[\\/]ui[\\/](?:button|icon)|lib[\\/]ui[\\/](?:cn|loadable)|lib[\\/]storage[\\/]use-stored)\./,
  },
  {
    name: 'session-kit',
    priority: 1,
    test: /[\\/]src[\\/](?:lib[\\/](?:session[\\/](?:timed-session|use-session|use-running-session|use-completion)|clock[\\/](?:session-clock|use-ticker|format-clock)|keyboard[\\/]use-space-key|wake-lock[\\/]use-wake-lock|practice-log[\\/]log-practice|audio[\\/](?:audio-engine|loop-seam))|components[\\/]session[\\/](?:transport|countdown))\.|[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/](?:play|pause|rotate-ccw|settings-2)\./,
  },
];

/**
 * Applies SHARED_CHUNKS to the browser build. A group must not pull its modules' dependencies in
 * (useStored would bring storage into the `react` chunk, and the site script, which imports storage, would
 * then load React on every page), which Rolldown allows only when entry chunks may gain exports; Astro
 * asks for 'exports-only', so this relaxes it for the client build.
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

/** `client:painted`: islands hydrate after the first paint (src/lib/site/painted-directive.ts). */
function paintedDirective() {
  return {
    name: 'stillwell:painted-directive',
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'painted', entrypoint: './src/lib/site/painted-directive.ts' }),
    },
  };
}

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
  vite: {
    plugins: [tailwindcss(), plainDynamicImports(), reactHydratorAfterCommit(), sharedChunks()],
    build: {
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
