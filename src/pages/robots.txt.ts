import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../lib/seo/sitemap';
import { getSiteUrl } from '../lib/site/config';

/** robots.txt. */
export const GET: APIRoute = () =>
  new Response(buildRobotsTxt(getSiteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
