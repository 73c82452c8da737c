import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HUES, TOOL_ICONS } from './define-tool';
import { TOOL_META_BY_PATH, TOOLS, getFolderOfMetaPath } from './registry';

describe('tool registry', () => {
  it('finds at least the first tool', () => {
    expect(TOOLS.map((tool) => tool.slug)).toContain('box-breathing');
  });

  // why each path's own meta: two folders that swapped slugs would still find a tool for every folder
  it.each(Object.entries(TOOL_META_BY_PATH))('%s: slug equals its folder', (path, meta) => {
    expect(meta.slug).toBe(getFolderOfMetaPath(path));
  });

  it.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s has a page shell', (slug) => {
    expect(existsSync(`src/pages/${slug}.astro`)).toBe(true);
  });

  it.each(TOOLS.filter((tool) => tool.guide).map((tool) => [tool.slug, tool.guide] as const))(
    '%s: its guide %s exists in the guide collection',
    (_slug, guide) => {
      expect(existsSync(`src/content/guides/${guide}.md`)).toBe(true);
    },
  );

  it('has unique slugs, names and orders', () => {
    for (const key of ['slug', 'name', 'order'] as const) {
      const values = TOOLS.map((tool) => tool[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s has valid card data', (_, tool) => {
    expect(tool.description.length).toBeGreaterThanOrEqual(50);
    expect(tool.description.length).toBeLessThanOrEqual(160);
    expect(TOOL_ICONS).toContain(tool.icon);
    for (const hue of tool.gradient) expect(HUES).toContain(hue);
  });
});
