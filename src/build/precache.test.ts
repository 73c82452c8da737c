import { describe, expect, it } from 'vitest';
import { toPageUrl } from './precache';

describe('toPageUrl', () => {
  it.each([
    ['index.html', '/'],
    ['box-breathing.html', '/box-breathing'],
    ['box-breathing-guide.html', '/box-breathing-guide'],
    ['_astro/app.abc123.js', '/_astro/app.abc123.js'],
    ['manifest.webmanifest', '/manifest.webmanifest'],
  ])('%s → %s', (file, url) => {
    expect(toPageUrl(file)).toBe(url);
  });
});
