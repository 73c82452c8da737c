import { useCallback, useSyncExternalStore } from 'react';
import { getAudioEngine, type AudioEngine, type AudioLoadStatus } from './audio-engine';

function getServerStatus(): AudioLoadStatus {
  return 'idle';
}

/** The load status of one sound, kept current; 'idle' on the server. */
export function useAudioStatus(
  id: string,
  engine: AudioEngine = getAudioEngine(),
): AudioLoadStatus {
  const getStatus = useCallback(() => engine.getStatus(id), [engine, id]);
  return useSyncExternalStore(engine.subscribe, getStatus, getServerStatus);
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
 * The status of each named group of sounds, kept current: one hook over the audio engine for a tool's
 * audio status line (e.g. `{ rain: [rain.id], thunder: takeIds }`). Every group is 'loading' on the
 * server and during hydration.
 */
export function useAudioGroups<G extends string>(
  groups: Readonly<Record<G, readonly string[]>>,
  engine: AudioEngine = getAudioEngine(),
): Record<G, GroupStatus> {
  const names = Object.keys(groups) as G[];
  // why a string snapshot: useSyncExternalStore needs a value that is equal when nothing changed
  const getKey = () =>
    names.map((name) => combineStatuses(groups[name].map((id) => engine.getStatus(id)))).join();
  const key = useSyncExternalStore(engine.subscribe, getKey, () =>
    names.map(() => 'loading').join(),
  );
  const statuses = key.split(',');
  return Object.fromEntries(names.map((name, index) => [name, statuses[index]])) as Record<
    G,
    GroupStatus
  >;
}
