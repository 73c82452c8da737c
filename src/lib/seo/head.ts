/**
 * Head tags and JSON-LD for every page, as pure functions over plain data (Starlight's utils/head.ts).
 * Layouts render the returned lists; they compute nothing.
 */
import { SITE_NAME } from '../site/config';

/** One element to render in <head>. */
export type HeadTag =
  { tag: 'meta'; attrs: Record<string, string> } | { tag: 'link'; attrs: Record<string, string> };

/** What a page says about itself. */
export interface PageSeo {
  /** Page title; the site name is appended unless already present. */
  title: string;
  /** Meta description. */
  description: string;
  /** Path of the page, starting with '/'. */
  path: string;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  /** Path of the social image (1200×630). */
  imagePath?: string;
}

/** Default social image. */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

/** Joins origin and path into an absolute canonical URL: no trailing slash, no query or hash. */
export function formatCanonical(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const clean = path.split(/[?#]/)[0] ?? '/';
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? `${origin}/` : `${origin}${trimmed}`;
}

/** The document title: 'Box Breathing | Stillwell', or the title as is if it already names the site. */
export function formatTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Description, canonical, Open Graph and Twitter tags for a page. */
export function buildHeadTags(page: PageSeo, siteUrl: string): HeadTag[] {
  const url = formatCanonical(siteUrl, page.path);
  const title = formatTitle(page.title);
  const image = formatCanonical(siteUrl, page.imagePath ?? DEFAULT_IMAGE_PATH);
  return [
    { tag: 'meta', attrs: { name: 'description', content: page.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: page.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: page.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ];
}

type JsonLd = Record<string, unknown>;

/** docs/site.md#head: tool pages carry a WebApplication block (category HealthApplication). */
export function buildToolJsonLd(
  tool: { name: string; description: string; path: string },
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: tool.name,
    description: tool.description,
    url: formatCanonical(siteUrl, tool.path),
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

/** docs/site.md#head: guide pages carry HowTo data. */
export function buildHowToJsonLd(
  guide: {
    heading: string;
    description: string;
    path: string;
    totalTime: string;
    steps: readonly { title: string; description: string }[];
  },
  siteUrl: string,
): JsonLd {
  const url = formatCanonical(siteUrl, guide.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.heading,
    description: guide.description,
    url,
    totalTime: guide.totalTime,
    step: guide.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description,
      url: `${url}#step-${index + 1}`,
    })),
  };
}

/** FAQPage data for a guide's accordion; null when there are no questions. */
export function buildFaqJsonLd(
  faq: readonly { question: string; answer: string }[],
): JsonLd | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Serialises JSON-LD for a <script type="application/ld+json"> without letting '</script>' end it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
