/**
 * While a tool session runs, <html> carries this attribute, so site-wide interruptions (the install
 * prompt) wait until the visitor is done instead of taking focus mid-practice.
 */
export const SESSION_ACTIVE_ATTR = 'data-session-active';

/** Whether a tool session is running on this page. */
export function isSessionActive(): boolean {
  return document.documentElement.hasAttribute(SESSION_ACTIVE_ATTR);
}

/** Calls `onEnd` once when the running session ends (immediately if none runs). */
export function whenSessionEnds(onEnd: () => void): void {
  if (!isSessionActive()) {
    onEnd();
    return;
  }
  const observer = new MutationObserver(() => {
    if (isSessionActive()) return;
    observer.disconnect();
    onEnd();
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [SESSION_ACTIVE_ATTR],
  });
}
