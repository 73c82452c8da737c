/**
 * docs/tools/sessions.md#behaviour (restored before paint): a tool page with a session stored hides its
 * tool before the first paint (the inline script in ToolLayout.astro sets this attribute on <html>, and
 * global.css hides `[data-tool-root]` under it), so a reload never shows the start screen first; the kit
 * (`useSession`) reveals the tool once the session is back on screen.
 */
export const RESTORING_ATTRIBUTE = 'data-restoring';

/**
 * Longest the tool stays hidden (ms): a page whose tool cannot hydrate (a script that failed, a very slow
 * phone) shows what it has rather than nothing. Long enough for a slow phone to hydrate the largest tool,
 * short enough that a broken page is not left blank.
 */
export const RESTORING_LIMIT_MS = 3_000;

/** Shows the tool again (the session under way is on screen, or there was none). */
export function revealRestored(): void {
  document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
}
