import type { APIRoute } from 'astro';
import { buildSitemapXml } from '../lib/seo/sitemap';
import { getSiteUrl } from '../lib/site/config';
import { getPublicPaths } from '../site/routes';

/** sitemap.xml from the registry, the guides and the static pages. */
export const GET: APIRoute = async () =>
  new Response(buildSitemapXml(getSiteUrl(), await getPublicPaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
