/**
 * The remaining time in the browser tab's title while a session runs ('24:59 · Focus'), as the best
 * Pomodoro and break timers do, so a visitor working in another tab sees it. The page's own title comes
 * back as soon as nothing runs (paused, finished, reset) and when the tool unmounts.
 */
import { useEffect, useRef } from 'react';
import { formatClock } from '../clock/format-clock';

/** The tab title of a running countdown: '24:59 · Focus'. */
export function formatTabTitle(secondsLeft: number, label: string): string {
  return `${formatClock(secondsLeft)} · ${label}`;
}

/** Shows `title` in the tab while it is not null; restores the page's own title otherwise. */
export function useTabTitle(title: string | null): void {
  const pageTitleRef = useRef<string | null>(null);

  useEffect(() => {
    if (title === null) {
      if (pageTitleRef.current !== null) document.title = pageTitleRef.current;
      pageTitleRef.current = null;
      return;
    }
    pageTitleRef.current ??= document.title;
    document.title = title;
  }, [title]);

  useEffect(
    () => () => {
      if (pageTitleRef.current !== null) document.title = pageTitleRef.current;
    },
    [],
  );
}
