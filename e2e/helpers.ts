import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every page path listed in the sitemap, as served by the server under test. */
export async function getSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

/** Paths whose content needs the AI server (not expected to work offline). */
export function isAiPath(path: string): boolean {
  return /^\/(krishna-my-friend|buddha-my-teacher|jesus-my-saviour|shiva-my-god|ai-yoga-planner|ai-exercise-planner|mindful-tasks-planner|ai-book-builder)$/.test(
    path,
  );
}

/** Waits until every island on the page is hydrated (Astro drops `ssr` then): clicks before that are lost. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
