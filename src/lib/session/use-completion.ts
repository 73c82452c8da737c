/**
 * What a tool does when a session finishes: open its completion card (the summary dialog) and play its
 * closing sound, once per finished session (never on mount, never twice for one session).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** The completion card's open state. */
export interface Completion {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly setOpen: (isOpen: boolean) => void;
}

/**
 * Opens the card (unless `autoOpen` is false) and calls `onComplete` each time `completions` rises.
 * Pass the session hook's `completions`.
 */
export function useCompletion(
  completions: number,
  { autoOpen = true, onComplete }: { autoOpen?: boolean; onComplete?: () => void } = {},
): Completion {
  const [isOpen, setOpen] = useState(false);
  const seenRef = useRef(completions);
  const handleComplete = useEffectEvent(() => {
    onComplete?.();
    if (autoOpen) setOpen(true);
  });
  useEffect(() => {
    // why: an Undo takes a finished session back (use-session.ts), and the next finish counts again
    if (completions < seenRef.current) seenRef.current = completions;
    if (completions <= seenRef.current) return;
    seenRef.current = completions;
    handleComplete();
  }, [completions]);
  return { isOpen, open: () => setOpen(true), setOpen };
}
