/** The shape of a tool's `meta.ts` and the catalogue's shared types (hues, icons, categories): below the components and the site that use them. */

/** Soft hues from the design tokens (global.css) used for card gradients and illustrations. */
export const HUES = ['sage', 'ocean', 'dusk', 'dawn', 'ember', 'lotus', 'sand', 'night'] as const;
export type Hue = (typeof HUES)[number];

/** Icons a tool card may show (mapped to Lucide icons in components/site/tool-icon). */
export const TOOL_ICONS = [
  'box',
  'wind',
  'flame',
  'timer',
  'scan',
  'sprout',
  'bell',
  'sliders',
  'footprints',
  'cloud-rain',
  'eye',
  'sparkles',
  'flower',
  'dumbbell',
  'list-checks',
  'book-open',
  'sun',
  'moon',
  'heart',
] as const;
export type ToolIcon = (typeof TOOL_ICONS)[number];

/** Groups on the tools directory. */
export const TOOL_CATEGORIES = [
  'Breathing & Focus',
  'Sound & Nature',
  'Planners',
  'AI Guides',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** What a tool declares about itself. */
export interface ToolMeta {
  /** Folder name = route = storage namespace. */
  slug: string;
  /** Display name on cards and as the page's H1. */
  name: string;
  /** `<title>` of the tool page. */
  title: string;
  /** Meta description and card text (50–160 characters). */
  description: string;
  category: ToolCategory;
  icon: ToolIcon;
  /** Two token hues for the card gradient. */
  gradient: readonly [Hue, Hue];
  /** Order within the directory (lower first). */
  order: number;
  /** Slug of the tool's guide page, if it has one (docs/site.md#routes route table). */
  guide?: string;
  /** The tool asks `/api/ai/*` for its answers: offline it works but says it cannot reach them. */
  usesAi?: boolean;
}

/** Declares a tool; the identity function exists for type checking and discoverability. */
export function defineTool<const T extends ToolMeta>(meta: T): T {
  return meta;
}
