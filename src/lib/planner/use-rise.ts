/** Runs `onRise` each time `count` rises (never on mount): a finished run is saved once. */
import { useEffect, useEffectEvent, useRef } from 'react';

/** Calls `onRise` once per rise of `count`. */
export function useOnRise(count: number, onRise: () => void): void {
  const seenRef = useRef(count);
  const handleRise = useEffectEvent(onRise);
  useEffect(() => {
    if (count <= seenRef.current) return;
    seenRef.current = count;
    handleRise();
  }, [count]);
}
