/** Fills the `{email}` placeholder of the legal texts (spec 1 §2.4) with the configured address. */
export function fillContactEmail(html: string, email: string): string {
  const safe = email.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return html.replaceAll('{email}', safe).replaceAll('%7Bemail%7D', encodeURI(email));
}
