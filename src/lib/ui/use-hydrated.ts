import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and during hydration, true after: islands whose content comes from this
 * browser's storage show a quiet placeholder until then instead of flashing the empty state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
