/** Build-time site configuration (README: configuration table). Read once, at build, on the server. */

/** Product name as shown to visitors. */
export const SITE_NAME = 'Stillwell';

/** Absolute origin for canonical links and the sitemap (`SITE_URL`), without a trailing slash. */
export function getSiteUrl(): string {
  const raw = import.meta.env.SITE ?? process.env.SITE_URL ?? 'http://localhost:4321';
  return raw.replace(/\/+$/, '');
}

/** Contact address shown on the legal pages (`CONTACT_EMAIL`). */
export function getContactEmail(): string {
  return process.env.CONTACT_EMAIL || 'hello@stillwell.example';
}
