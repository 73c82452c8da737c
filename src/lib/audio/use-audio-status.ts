import { useCallback, useSyncExternalStore } from 'react';
import { getSoundBank, type AudioLoadStatus, type SoundBank } from './sound-bank';

function getServerStatus(): AudioLoadStatus {
  return 'idle';
}

/** The load status of one sound, kept current; 'idle' on the server. */
export function useAudioStatus(id: string, bank: SoundBank = getSoundBank()): AudioLoadStatus {
  const getStatus = useCallback(() => bank.getStatus(id), [bank, id]);
  return useSyncExternalStore(bank.subscribe, getStatus, getServerStatus);
}

/** The load status of a group of sounds, e.g. a sound with several takes. */
export type GroupStatus = 'loading' | 'loaded' | 'failed';

/**
 * Folds the statuses of a group's sounds into one: loading while any is still idle or loading, else
 * loaded when at least one loaded (a take that failed leaves the others playing), else failed.
 */
export function combineStatuses(statuses: readonly AudioLoadStatus[]): GroupStatus {
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
): Record<G, GroupStatus> {
  const names = Object.keys(groups) as G[];
  // why a string snapshot: useSyncExternalStore needs a value that is equal when nothing changed
  const getKey = () =>
    names.map((name) => combineStatuses(groups[name].map((id) => bank.getStatus(id)))).join();
  const key = useSyncExternalStore(bank.subscribe, getKey, () => names.map(() => 'loading').join());
  const statuses = key.split(',');
  return Object.fromEntries(names.map((name, index) => [name, statuses[index]])) as Record<
    G,
    GroupStatus
  >;
}
