import { describe, expect, it } from 'vitest';
import { isLocalSite, siteUrlWarning } from './site-url-warning';

describe('site URL warning', () => {
  it.each([
    ['http://localhost:4321', true],
    ['http://127.0.0.1:8080', true],
    ['http://[::1]:4321', true],
    ['https://stillwell.example', false],
    ['https://localhost.example.com', false],
  ])('%s is local: %s', (url, isLocal) => {
    expect(isLocalSite(url)).toBe(isLocal);
  });

  it('says loudly that a build without SITE_URL points canonical links and the sitemap at localhost', () => {
    const lines = siteUrlWarning('http://localhost:4321', {});
    expect(lines.join('\n')).toContain('SITE_URL is not set');
    expect(lines.join('\n')).toContain(
      'canonical links, Open Graph URLs and the sitemap of this build point at localhost',
    );
    // A box: every line the same width.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('names a SITE_URL that was set to a local address', () => {
    expect(
      siteUrlWarning('http://127.0.0.1:4321', { SITE_URL: 'http://127.0.0.1:4321' })[1],
    ).toContain('SITE_URL is http://127.0.0.1:4321, a local address');
  });

  it('stays quiet for a public origin', () => {
    expect(
      siteUrlWarning('https://stillwell.example', { SITE_URL: 'https://stillwell.example' }),
    ).toEqual([]);
  });
});
