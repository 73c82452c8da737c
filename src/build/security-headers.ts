/**
 * Security headers of every response (issue: CSP with no 'unsafe-inline' for scripts, hashed inline
 * scripts, frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy with screen-wake-lock).
 * Pure: the build collects the inline script hashes and writes the headers the server sends.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') for every inline executable script in an HTML document. */
export function collectInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Inputs of the header set. */
export interface SecurityHeaderInput {
  scriptHashes: readonly string[];
  analyticsOrigins: readonly string[];
  isHttps: boolean;
}

/** The headers every response carries. */
export function buildSecurityHeaders(input: SecurityHeaderInput): Record<string, string> {
  const hashes = [...new Set(input.scriptHashes)].sort();
  const analytics = [...new Set(input.analyticsOrigins)];
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...analytics].join(' '),
    // Styles: React sets inline style attributes (orb scale), and Astro islands inline one rule.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    ['connect-src', "'self'", ...analytics].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'screen-wake-lock=(self), camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(input.isHttps
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
