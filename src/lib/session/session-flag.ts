/**
 * While a tool session runs or its sound plays, <html> carries this attribute, so site-wide
 * interruptions (the install prompt) wait until the visitor is done instead of taking focus mid-practice.
 */
export const SESSION_ACTIVE_ATTR = 'data-session-active';

let holds = 0;

/**
 * Marks the page as in a session until the returned release is called. Holds count: a tool may hold it
 * for a timed session and for its sound playing on its own (the mixer), and the mark goes with the last.
 */
export function holdSessionFlag(): () => void {
  holds += 1;
  document.documentElement.setAttribute(SESSION_ACTIVE_ATTR, '');
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holds -= 1;
    if (holds === 0) document.documentElement.removeAttribute(SESSION_ACTIVE_ATTR);
  };
}

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
