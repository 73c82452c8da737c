/** The main navigation (docs/site.md#navigation, plus the practice journal of issue 14) and its active-link rule. */
import { TOOLS } from '../../tools/registry';

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
