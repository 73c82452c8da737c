import { existsSync, readdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ToolMeta } from '../src/lib/tool-meta';

/** Every page path listed in the sitemap, as served by the server under test. */
export async function getSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

/**
 * Paths of the tools whose answers come from the AI server (`usesAi` in their meta.ts), read from the
 * tool folders as the registry is, so a tool added later is known without being listed here.
 */
export async function getAiPaths(): Promise<string[]> {
  const slugs = readdirSync('src/tools', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/tools/${entry.name}/meta.ts`))
    .map((entry) => entry.name);
  const metas = await Promise.all(
    slugs.map(
      async (slug) => ((await import(`../src/tools/${slug}/meta.ts`)) as { meta: ToolMeta }).meta,
    ),
  );
  return metas.filter((meta) => meta.usesAi === true).map((meta) => `/${meta.slug}`);
}

/** Waits until every island on the page is hydrated (Astro drops `ssr` then): clicks before that are lost. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * A port for a spec's own server, `offset` above the suite's E2E_PORT: worktrees running the suite in
 * parallel on different E2E_PORTs then never collide.
 */
export function portNear(offset: number): number {
  return Number(process.env['E2E_PORT'] || 4399) + offset;
}
