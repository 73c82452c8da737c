// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { buildOutput } from './src/server/build/integration.ts';

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
  vite: { plugins: [tailwindcss()] },
});
