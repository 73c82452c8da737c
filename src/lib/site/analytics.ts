/**
 * Optional analytics (docs/decisions.md#analytics: off by default). When the operator configures one provider, each page
 * view sends its path (docs/site.md#analytics). Pure: the build turns configuration into a plan the page script runs
 * and into the script origins the Content-Security-Policy must allow.
 */

/** What the operator configured, or null for none. */
export type AnalyticsConfig =
  | { provider: 'plausible'; domain: string; src: string }
  | { provider: 'umami'; websiteId: string; src: string }
  | { provider: 'ga'; measurementId: string; src: string };

const DEFAULT_SRC = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
  ga: 'https://www.googletagmanager.com/gtag/js',
} as const;

/** Reads ANALYTICS_PROVIDER, ANALYTICS_ID and ANALYTICS_SRC; anything incomplete means no analytics. */
export function parseAnalyticsConfig(
  env: Record<string, string | undefined>,
): AnalyticsConfig | null {
  const provider = env['ANALYTICS_PROVIDER']?.trim().toLowerCase();
  const id = env['ANALYTICS_ID']?.trim();
  if (!provider || provider === 'none' || !id) return null;
  const custom = env['ANALYTICS_SRC']?.trim();
  switch (provider) {
    case 'plausible':
      return { provider, domain: id, src: custom || DEFAULT_SRC.plausible };
    case 'umami':
      return { provider, websiteId: id, src: custom || DEFAULT_SRC.umami };
    case 'ga':
      if (!/^G-[A-Z0-9]+$/i.test(id)) return null;
      return { provider, measurementId: id, src: custom || DEFAULT_SRC.ga };
    default:
      return null;
  }
}

/** What the page does for one view: load a script with attributes, and for GA send a config event. */
export interface AnalyticsPlan {
  src: string;
  attrs: Record<string, string>;
  /** docs/site.md#analytics: a configuration event carrying the page path. */
  gtagConfig?: { measurementId: string; pagePath: string };
}

/** The plan for a page view at `pagePath`. */
export function planPageView(config: AnalyticsConfig, pagePath: string): AnalyticsPlan {
  switch (config.provider) {
    case 'plausible':
      return { src: config.src, attrs: { 'data-domain': config.domain } };
    case 'umami':
      return { src: config.src, attrs: { 'data-website-id': config.websiteId } };
    case 'ga':
      return {
        src: `${config.src}?id=${encodeURIComponent(config.measurementId)}`,
        attrs: {},
        gtagConfig: { measurementId: config.measurementId, pagePath },
      };
  }
}

/** Origins the CSP must allow for scripts and beacons. */
export function getAnalyticsOrigins(config: AnalyticsConfig | null): string[] {
  if (!config) return [];
  const origins = [new URL(config.src).origin];
  if (config.provider === 'ga') origins.push('https://*.google-analytics.com');
  return origins;
}

const PROVIDER_NAMES = { plausible: 'Plausible', umami: 'Umami', ga: 'Google Analytics' } as const;

/** One sentence for the privacy page saying what is configured (docs/decisions.md#analytics). */
export function describeAnalytics(config: AnalyticsConfig | null): string {
  if (!config) return 'site statistics are off. No page view is sent anywhere.';
  return `site statistics are on, using ${PROVIDER_NAMES[config.provider]}. Each page view sends its path.`;
}
