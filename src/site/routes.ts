/** Every public page path, for the sitemap and the offline precache: registry, guides, static pages. */
import { getCollection } from 'astro:content';
import { TOOLS } from '../tools/registry';

/** Static pages that are neither tools nor guides. */
export const STATIC_PATHS = [
  '/',
  '/tools',
  '/guides',
  '/privacy-policy',
  '/terms-of-service',
  '/credits',
  '/practice',
  '/your-data',
] as const;

/** All public page paths. */
export async function getPublicPaths(): Promise<string[]> {
  const guides = await getCollection('guides');
  return [
    ...STATIC_PATHS,
    ...TOOLS.map((tool) => `/${tool.slug}`),
    ...guides.map((entry) => `/${entry.id}`),
  ];
}
