/**
 * Today's local day for a planner island: null on the server and during hydration (so the server's
 * HTML and the first client render agree), then the visitor's day, checked again whenever the page
 * becomes visible (a plan left open overnight moves to the new day).
 */
import { useSyncExternalStore } from 'react';
import { toLocalDay } from '../clock/local-day';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** 'yyyy-mm-dd', or null before hydration. */
export function useToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => toLocalDay(Date.now()),
    () => null,
  );
}
