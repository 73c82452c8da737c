import { useCallback, useSyncExternalStore } from 'react';
import { getSoundBank, type AudioLoadStatus, type SoundBank } from './sound-bank';

/**
 * A sound's (or a group's) status as a page shows it: loading (also before its load begins), loaded
 * or failed.
 */
export type ShownStatus = 'loading' | 'loaded' | 'failed';

const getServerStatus = (): ShownStatus => 'loading';

/**
 * The status of one sound, kept current; 'loading' on the server and until it loads or fails. Not
 * started and loading read the same, so a load a tool starts as it mounts does not redraw it
 * (docs/architecture.md#after-hydration).
 */
export function useAudioStatus(id: string, bank: SoundBank = getSoundBank()): ShownStatus {
  const getStatus = useCallback(() => combineStatuses([bank.getStatus(id)]), [bank, id]);
  return useSyncExternalStore(bank.subscribe, getStatus, getServerStatus);
}

/**
 * Folds the statuses of a group's sounds into one: loading while any is still idle or loading, else
 * loaded when at least one loaded (a take that failed leaves the others playing), else failed.
 */
export function combineStatuses(statuses: readonly AudioLoadStatus[]): ShownStatus {
  if (statuses.some((status) => status === 'idle' || status === 'loading')) return 'loading';
  return statuses.includes('loaded') ? 'loaded' : 'failed';
}

/**
 * The status of each named group of sounds, kept current: one hook over the sound bank for a tool's
 * audio status line (e.g. `{ rain: [rain.id], thunder: takeIds }`). Every group is 'loading' on the
 * server and during hydration.
 */
export function useAudioGroups<G extends string>(
  groups: Readonly<Record<G, readonly string[]>>,
  bank: SoundBank = getSoundBank(),
): Record<G, ShownStatus> {
  const names = Object.keys(groups) as G[];
  // why a string snapshot: useSyncExternalStore needs a value that is equal when nothing changed
  const getKey = () =>
    names.map((name) => combineStatuses(groups[name].map((id) => bank.getStatus(id)))).join();
  const key = useSyncExternalStore(bank.subscribe, getKey, () => names.map(() => 'loading').join());
  const statuses = key.split(',');
  return Object.fromEntries(names.map((name, index) => [name, statuses[index]])) as Record<
    G,
    ShownStatus
  >;
}
