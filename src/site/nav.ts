/** The main navigation (docs/site.md#navigation, plus the practice journal of issue 14): its links, their active-link rule, and the drawer's tools; site composition over the tool list. */
import { TOOL_CATEGORIES, type ToolMeta } from '../lib/tool-meta';
import { TOOLS } from '../tools/registry';

/** Links of the top bar and the drawer, in order. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/tools', label: 'Tools' },
  { href: '/guides', label: 'Guides' },
  { href: '/practice', label: 'Practice' },
] as const;

const TOOL_PATHS = new Set(TOOLS.map((tool) => `/${tool.slug}`));

/** A page path without trailing slash or the `.html` the prerenderer sees ('/tools.html' → '/tools'). */
export function normalizePagePath(pathname: string): string {
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return path || '/';
}

/** Whether a nav link is highlighted on a page: its own page, or a tool page for Tools, a guide for Guides. */
export function isNavLinkActive(href: string, pathname: string): boolean {
  const path = normalizePagePath(pathname);
  if (href === '/') return path === '/';
  if (path === href) return true;
  if (href === '/tools') return TOOL_PATHS.has(path);
  if (href === '/guides') return path.endsWith('-guide');
  return false;
}

/** What the top bar and the drawer show on one page: its links and, in the drawer, every tool by category. */
export interface NavModel {
  /** The page's path, normalized. */
  readonly path: string;
  /** The main links, with whether each is highlighted and whether it is this page. */
  readonly links: readonly { href: string; label: string; isActive: boolean; isCurrent: boolean }[];
  /** The drawer lists every tool under its category (issue 15: more than three links on a phone). */
  readonly toolGroups: readonly {
    category: string;
    tools: readonly Pick<ToolMeta, 'slug' | 'name' | 'icon'>[];
  }[];
}

/** The navigation of the page at `pathname`. */
export function navOf(pathname: string): NavModel {
  const path = normalizePagePath(pathname);
  return {
    path,
    links: NAV_LINKS.map((link) => ({
      ...link,
      isActive: isNavLinkActive(link.href, path),
      isCurrent: link.href === path,
    })),
    toolGroups: TOOL_CATEGORIES.map((category) => ({
      category,
      tools: TOOLS.filter((tool) => tool.category === category),
    })).filter((group) => group.tools.length > 0),
  };
}
