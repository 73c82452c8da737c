/** Runs the analytics plan the build baked into the page, if the operator configured one. */
import { planPageView, type AnalyticsConfig } from '../lib/site/analytics';

/** Sends this page view's path to the configured provider (docs/site.md#analytics). */
export function initAnalytics(): void {
  const raw = document.querySelector('meta[name="stillwell:analytics"]')?.getAttribute('content');
  if (!raw) return;
  let config: AnalyticsConfig;
  try {
    config = JSON.parse(raw) as AnalyticsConfig;
  } catch {
    return;
  }
  const plan = planPageView(config, location.pathname);
  if (plan.gtagConfig) {
    const { measurementId, pagePath } = plan.gtagConfig;
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    // gtag.js reads `arguments` objects from dataLayer, not arrays.
    // gtag.js requires the `arguments` object itself, so this cannot use rest parameters.
    const gtag = function gtag(): void {
      // eslint-disable-next-line prefer-rest-params -- see above
      layer.push(arguments);
    } as (...args: unknown[]) => void;
    gtag('js', new Date());
    gtag('config', measurementId, { page_path: pagePath });
  }
  const script = document.createElement('script');
  script.src = plan.src;
  script.defer = true;
  for (const [name, value] of Object.entries(plan.attrs)) script.setAttribute(name, value);
  document.head.append(script);
}
