/**
 * What the browser itself does with Stillwell's data: whether it promised to keep it
 * (`navigator.storage.persist()`), how much room the site uses, and Safari's 7-day rule. Every call
 * answers even where the Storage API is missing (older Safari, some embedded browsers).
 */

/** Whether the browser keeps the site's data until the visitor deletes it. */
export type Persistence = 'kept' | 'not-kept' | 'unsupported';

/** Whether the browser already keeps the site's data. */
export async function getPersistence(): Promise<Persistence> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return 'unsupported';
    return (await navigator.storage.persisted()) ? 'kept' : 'not-kept';
  } catch {
    return 'unsupported';
  }
}

/** Asks the browser to keep the site's data; resolves with its answer. */
export async function requestPersistence(): Promise<Persistence> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return 'unsupported';
    return (await navigator.storage.persist()) ? 'kept' : 'not-kept';
  } catch {
    return 'unsupported';
  }
}

/** How much the site uses (service-worker caches included) and may use, in bytes. */
export interface UsageEstimate {
  /** Bytes used. */
  usage: number;
  /** Bytes the browser allows the site. */
  quota: number;
}

/** The browser's estimate of the site's storage, or null where it gives none. */
export async function getUsageEstimate(): Promise<UsageEstimate | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
    const { usage, quota } = await navigator.storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a user agent is WebKit without Chromium: Safari, and every browser on iPhone and iPad,
 * where WebKit deletes script-written storage after 7 days without a visit unless the site is on
 * the Home Screen.
 */
export function isWebKitWithoutChromium(userAgent: string): boolean {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium)\//.test(userAgent);
}

/** Whether Stillwell runs as an installed app (opened from the Home Screen or the dock). */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia('(display-mode: standalone)').matches;
}
