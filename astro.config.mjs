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
    plugins: [tailwindcss(), plainDynamicImports(), reactHydratorAfterCommit()],
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
