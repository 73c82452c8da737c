/**
 * Whether a page may build its Intl formatters now: false on the server and until a worker has loaded
 * the locale's data (warm-locale-data.ts), then true, in a transition. What writes days and times in
 * the visitor's locale waits for it (the chats' times, the practice journal), so the page's first
 * formatter takes about a millisecond inside a render, not 25-45 ms (docs/architecture.md#after-hydration).
 */
import { startTransition, useEffect, useState } from 'react';
import { warmLocaleData } from './warm-locale-data';
import { yieldToMain } from './yield-to-main';

export function useLocaleReady(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let isMounted = true;
    // why yield: where no worker could load the data, the render that builds the first formatter
    // still runs in a task of its own, not in the one that mounted the island
    void warmLocaleData()
      .then(yieldToMain)
      .then(() => {
        if (isMounted) startTransition(() => setReady(true));
      });
    return () => {
      isMounted = false;
    };
  }, []);
  return isReady;
}
