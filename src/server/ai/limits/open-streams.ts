/**
 * A cap on the chat streams one client holds open at once (issue 46: 300 slow-reading chat clients made
 * the server's memory climb with nothing to stop one address opening them all). `AI_STREAMS_PER_CLIENT`
 * (default 4, 0 turns it off) streams per client, counted under the same key as the rate limit (the IPv4
 * address or IPv6 /64), in this process's memory: a stream lives in the process that serves it, so the
 * count needs no sharing through Redis (docs/ai.md#limits).
 */

/** The Retry-After of the 429, in seconds: about the time a chat reply takes to finish. */
export const OPEN_STREAMS_RETRY_AFTER_SEC = 10;

/** The reason the 429 gives. */
export function tooManyStreamsMessage(max: number): string {
  return `Too many replies are open from your address at once (${max}). Please wait for one to finish and try again.`;
}

/** Open streams counted per client key. */
export interface StreamSlots {
  /**
   * Takes one of `max` slots for `key`: its release (safe to call more than once), or undefined when
   * all are taken.
   */
  acquire(key: string, max: number): (() => void) | undefined;
  /** Streams open for `key`. */
  openFor(key: string): number;
  /** Clients with a stream open (what the counting itself holds in memory). */
  clients(): number;
}

/** Empty slots. */
export function createStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    acquire(key, max) {
      const count = open.get(key) ?? 0;
      if (count >= max) return undefined;
      open.set(key, count + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left <= 0) open.delete(key);
        else open.set(key, left);
      };
    },
    openFor: (key) => open.get(key) ?? 0,
    clients: () => open.size,
  };
}

/** The process's slots (the chat route's). */
export const chatStreamSlots: StreamSlots = createStreamSlots();
