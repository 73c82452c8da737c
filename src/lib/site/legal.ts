/** Fills the placeholders of the legal texts (docs/site.md#legal-pages): `{email}` and, on the privacy page, `{analytics}`. */
export function fillLegalPlaceholders(
  html: string,
  values: { email: string; analytics: string },
): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return html
    .replaceAll('{email}', escape(values.email))
    .replaceAll('%7Bemail%7D', encodeURI(values.email))
    .replaceAll('{analytics}', escape(values.analytics));
}
