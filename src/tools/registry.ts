/**
 * Every tool, derived from the `meta.ts` files of the tool folders (it-tools style): never hand-kept.
 * The directory, home counts, sitemap and guides read this.
 */
import type { ToolMeta } from './define-tool';

const modules = import.meta.glob<{ meta: ToolMeta }>('./*/meta.ts', { eager: true });

/** Folder name of a `./<slug>/meta.ts` module path. */
export function getFolderOfMetaPath(path: string): string {
  return path.split('/')[1] ?? '';
}

/** Every tool, in directory order. */
export const TOOLS: readonly ToolMeta[] = Object.values(modules)
  .map((module) => module.meta)
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/** Each folder's metadata by its module path (`./<slug>/meta.ts`), for invariant tests. */
export const TOOL_META_BY_PATH: Readonly<Record<string, ToolMeta>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path, module.meta]),
);

/** The tool with this slug; throws at build time when a page names a tool that does not exist. */
export function getTool(slug: string): ToolMeta {
  const tool = TOOLS.find((candidate) => candidate.slug === slug);
  if (!tool) throw new Error(`Unknown tool: ${slug}`);
  return tool;
}
