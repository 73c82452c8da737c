/**
 * The shared React chunk (astro.config.mjs SHARED_CHUNKS) names its modules by path: a module that
 * moves must still match, or it ships as a file of its own on every island page (the renderer's
 * hydrator alone was 0.3 KB gzip a page when its folder moved).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_CHUNKS } from '../../astro.config.mjs';

const react = SHARED_CHUNKS.find((group) => group.name === 'react');

describe('the shared React chunk', () => {
  it.each([
    'node_modules/react/index.js',
    'node_modules/react-dom/client.js',
    'node_modules/scheduler/index.js',
    'node_modules/@astrojs/react/dist/client.js',
    'src/lib/hydration/react-hydrator.ts',
  ])('holds %s, a file that exists', (path) => {
    expect(existsSync(path)).toBe(true);
    expect(react?.test.test(`/repo/${path}`)).toBe(true);
  });

  it('leaves the site’s other code to the pages', () => {
    expect(react?.test.test('/repo/src/lib/hydration/painted-directive.ts')).toBe(false);
    expect(react?.test.test('/repo/src/components/ui/button.tsx')).toBe(false);
  });
});
