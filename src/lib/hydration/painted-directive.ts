/**
 * `client:painted`: an island hydrates once the browser reports the page's first contentful paint.
 *
 * why: with `client:load` an island's component and its imports (a tool page's 20–30 chunks) are
 * requested while the page is parsed and run before the first frame, so a slow phone shows nothing until
 * React has started. The prerendered HTML is the whole screen already: here it paints first and React
 * hydrates it a frame or two later (Lighthouse's simulated mobile LCP on the zen timer: 2.9 s → 1.7 s).
 */
import type { ClientDirective } from 'astro';

/** A page that never reports a paint still comes alive after this long (ms). */
export const PAINT_WAIT_LIMIT_MS = 3000;

const painted: ClientDirective = (load) => {
  const start = () => void load().then((run) => run());
  // A tab opened in the background paints nothing until it is shown: hydrate at once there.
  if (document.visibilityState === 'hidden') return start();

  let isStarted = false;
  // Called only from the timer, the event and the observer below, all after this function ends.
  const hydrate = () => {
    if (isStarted) return;
    isStarted = true;
    observer?.disconnect();
    clearTimeout(limit);
    document.removeEventListener('visibilitychange', hydrate);
    start();
  };
  const limit = setTimeout(hydrate, PAINT_WAIT_LIMIT_MS);
  document.addEventListener('visibilitychange', hydrate);
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) hydrate();
      })
    : undefined;
  // `buffered`: the page may have painted before this island's script ran.
  if (observer) observer.observe({ type: 'paint', buffered: true });
  // Without paint timing: a task posted from a frame callback runs once that frame is drawn.
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
};

export default painted;
