/**
 * Keeps the screen awake until the returned function is called: requests a screen wake lock, re-acquires
 * it when the page is visible again (browsers drop it when hidden), releases it at the end. A browser
 * without wake lock, or a refused request, is silently ignored. Loaded by use-wake-lock.ts when a
 * session first runs.
 */
export function holdWakeLock(): () => void {
  if (!('wakeLock' in navigator)) {
    console.debug('wake lock: not supported');
    return () => undefined;
  }
  const wakeLock = navigator.wakeLock;
  let sentinel: WakeLockSentinel | null = null;
  let pending: Promise<void> | null = null;
  let isStopped = false;

  const release = (lock: WakeLockSentinel): void => {
    lock.release().catch((error: unknown) => {
      console.debug('wake lock: release failed', error);
    });
  };

  const acquire = (): void => {
    if (pending || (sentinel && !sentinel.released)) return;
    pending = wakeLock
      .request('screen')
      .then((lock) => {
        if (isStopped) release(lock);
        else sentinel = lock;
      })
      .catch((error: unknown) => {
        // why: refused when the page is hidden, on low battery or by policy; nothing to tell the visitor
        console.debug('wake lock: request refused', error);
      })
      .finally(() => {
        pending = null;
      });
  };

  const handleVisibilityChange = (): void => {
    if (document.visibilityState === 'visible') acquire();
  };

  acquire();
  document.addEventListener('visibilitychange', handleVisibilityChange);
  return () => {
    isStopped = true;
    document.removeEventListener('visibilitychange', handleVisibilityChange);
    if (sentinel && !sentinel.released) release(sentinel);
    sentinel = null;
  };
}
