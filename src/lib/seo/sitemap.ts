/** sitemap.xml and robots.txt as pure functions of the site's paths. */
import { formatCanonical } from './head';

/** The sitemap for these paths (absolute URLs from `siteUrl`). */
export function buildSitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((path) => `  <url><loc>${formatCanonical(siteUrl, path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public except the API, and where the sitemap is. */
export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${formatCanonical(siteUrl, '/sitemap.xml')}\n`;
}
