// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { buildOutput } from './src/server/build/integration.ts';

/**
 * Shared island code in a few stable chunks. Left to itself the bundler makes one chunk per set of
 * pages that share a module, so each new tool that uses part of what others share (buttons without
 * the session kit, a transport icon without the transport) splits those chunks finer, and every extra
 * file costs its own gzip overhead: the planners alone put 1.6 KB on the rain page. Each group below
 * is used whole by the tools that use any of it; a page that loads a group only from a lazily loaded
 * part (the planners' Practice and Progress tabs) pays for it only then.
 */
const SHARED_CHUNKS = [
  {
    // the session kit: timed session, hook, clock, Space key, wake lock, audio engine, practice log
    name: 'session-kit',
    test: /[\\/]src[\\/]lib[\\/](?:session[\\/](?!session-flag)|clock[\\/]|keyboard[\\/]|wake-lock[\\/]|audio[\\/](?:audio-engine|chimes|loop-seam)\.|practice-log[\\/]log-practice\.)/,
  },
  {
    // what every tool island draws with: buttons, class names, Lucide's core and the transport's icons
    name: 'ui',
    test: /[\\/]src[\\/](?:components[\\/]ui[\\/](?:button|slot)\.|lib[\\/]ui[\\/]cn\.)|[\\/]node_modules[\\/](?:clsx|class-variance-authority)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:Icon|createLucideIcon|defaultAttributes|context|shared[\\/]|icons[\\/](?:play|pause|rotate-ccw|sparkles)\.)/,
  },
];

/**
 * Applies SHARED_CHUNKS to the browser build. Grouped modules must not pull their dependencies in
 * (React, storage and the site script's modules stay where they are), which Rolldown allows only when
 * entries may gain exports; Astro sets 'exports-only' for the client, so this plugin relaxes it there.
 */
function groupSharedChunks() {
  return {
    name: 'stillwell:group-shared-chunks',
    /** @param {{ name: string }} environment */
    applyToEnvironment: (environment) => environment.name === 'client',
    /** @param {import('rolldown').InputOptions} options */
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    /** @param {import('rolldown').OutputOptions} output */
    outputOptions: (output) => ({
      ...output,
      codeSplitting: { includeDependenciesRecursively: false, groups: SHARED_CHUNKS },
    }),
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
  integrations: [react(), buildOutput()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), groupSharedChunks()],
  },
});
