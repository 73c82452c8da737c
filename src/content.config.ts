import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const titled = z.object({
  /** Short heading of the item. */
  title: z.string().min(1),
  /** One to three plain sentences. */
  description: z.string().min(1),
});

/**
 * A practice guide (docs/site.md#guides). One Markdown file per guide in `src/content/guides/`; the file name is
 * the route (`box-breathing-guide.md` → `/box-breathing-guide`). The Markdown body, if any, renders
 * after the introduction as extra prose.
 */
export const guideSchema = z.object({
  /** `<title>` of the page. */
  title: z.string().min(1),
  /** Meta description, 50–160 characters. */
  description: z.string().min(50).max(160),
  /** The page's H1. */
  heading: z.string().min(1),
  /** Slug of the tool the guide teaches; its route is `/<tool>`. */
  tool: z.string().min(1),
  /** Label of the guide's card on /guides. */
  cardTitle: z.string().min(1),
  /** Order on /guides (lower first). */
  order: z.number().int(),
  /** Estimated total time as ISO 8601 duration for HowTo JSON-LD, e.g. 'PT3M'. */
  totalTime: z.string().regex(/^PT\d+M$/),
  /** A second theme toggle in the guide's own header (docs/tools/focus-timer.md#guide: the focus timer guide has one). */
  hasHeaderThemeToggle: z.boolean().default(false),
  /** Introduction / what-is section. */
  intro: z.object({ title: z.string().min(1), body: z.array(z.string().min(1)).min(1) }),
  /** Numbered steps of the practice. */
  steps: z.array(titled).min(3),
  /** Key features of the tool. */
  features: z.array(titled).min(2),
  /** Benefits of the practice. */
  benefits: z.array(titled).min(2),
  /** Options or techniques where the spec lists them (patterns, durations, sounds). */
  options: z.object({ title: z.string().min(1), items: z.array(titled).min(1) }).optional(),
  /** FAQ accordion items. */
  faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(3),
  /** Closing call to action: links to the tool and to /tools. */
  cta: z.object({
    title: z.string().min(1),
    body: z.string().min(1),
    toolLabel: z.string().min(1),
  }),
});

export type Guide = z.infer<typeof guideSchema>;

/** Legal pages (docs/site.md#legal-pages): Markdown with `{email}` standing for the configured contact address. */
export const legalSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  heading: z.string().min(1),
  /** 'June 14, 2025' (docs/site.md#legal-pages). */
  lastUpdated: z.string().min(1),
});

export const collections = {
  guides: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/guides' }),
    schema: guideSchema,
  }),
  legal: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/legal' }),
    schema: legalSchema,
  }),
};
