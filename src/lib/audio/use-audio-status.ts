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
