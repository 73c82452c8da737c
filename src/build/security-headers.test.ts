import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSecurityHeaders, collectInlineScriptHashes } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('collectInlineScriptHashes', () => {
  it('hashes inline classic and module scripts exactly as written', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script is:x data-x="1">c()\n</script>';
    expect(collectInlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()\n')]);
  });

  it('skips external scripts, JSON-LD and empty scripts', () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script></script>';
    expect(collectInlineScriptHashes(html)).toEqual([]);
  });
});

describe('buildSecurityHeaders', () => {
  const headers = buildSecurityHeaders({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    analyticsOrigins: [],
    isHttps: false,
  });
  const csp = headers['Content-Security-Policy'] ?? '';
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows only own and hashed scripts, never unsafe-inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
  });

  it('forbids framing and plugins', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it.each([
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ])('sends %s: %s', (name, value) => {
    expect(headers[name]).toBe(value);
  });

  it('lets the site itself hold a screen wake lock', () => {
    expect(headers['Permissions-Policy']).toContain('screen-wake-lock=(self)');
  });

  it('adds HSTS only over https', () => {
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(
      buildSecurityHeaders({ scriptHashes: [], analyticsOrigins: [], isHttps: true })[
        'Strict-Transport-Security'
      ],
    ).toMatch(/max-age=31536000/);
  });

  it('allows a configured analytics origin for scripts and beacons', () => {
    const withAnalytics = buildSecurityHeaders({
      scriptHashes: [],
      analyticsOrigins: ['https://plausible.io'],
      isHttps: true,
    });
    expect(withAnalytics['Content-Security-Policy']).toContain(
      "script-src 'self' https://plausible.io",
    );
    expect(withAnalytics['Content-Security-Policy']).toContain(
      "connect-src 'self' https://plausible.io",
    );
  });
});
