/**
 * The build's warning for a site origin that only works on this machine: without `SITE_URL`, canonical
 * links, Open Graph URLs and the sitemap all point at http://localhost:4321, which search engines and
 * shared links cannot reach (README: configuration).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** True when `siteUrl` is a loopback origin (localhost, 127.x, ::1). */
export function isLocalSite(siteUrl: string): boolean {
  try {
    const { hostname } = new URL(siteUrl);
    return LOOPBACK_HOSTS.has(hostname) || hostname.startsWith('127.');
  } catch {
    return false;
  }
}

/** The boxed warning lines for a local origin, or none when the site has a public address. */
export function siteUrlWarning(siteUrl: string, env: Record<string, string | undefined>): string[] {
  if (!isLocalSite(siteUrl)) return [];
  const lines = [
    env['SITE_URL']
      ? `SITE_URL is ${siteUrl}, a local address:`
      : `SITE_URL is not set, so the site's address defaults to ${siteUrl}:`,
    'canonical links, Open Graph URLs and the sitemap of this build point at localhost.',
    'For a public deployment build with SITE_URL=https://your.domain (README: configuration).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${bar}┘`];
}
