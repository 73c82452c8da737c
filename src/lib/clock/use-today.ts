/**
 * Today's local day ('YYYY-MM-DD') for what a page draws by day (weekly strips, 'Today' labels): null
 * on the server and during hydration (the build's day is not the visitor's), then today's, rechecked
 * when the page becomes visible again (a tab left open overnight).
 */
import { useSyncExternalStore } from 'react';
import { toLocalDay } from './local-day';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const getToday = (): string => toLocalDay(Date.now());
const getServerToday = (): null => null;

/** Today's day string, or null before hydration. */
export function useToday(): string | null {
  return useSyncExternalStore<string | null>(subscribe, getToday, getServerToday);
}
