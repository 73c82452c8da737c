/** Full screen for the scene, where the browser offers it for an element (not iPhone Safari). */
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const subscribeNever = () => () => undefined;

/** Whether `ref` is full screen, whether it can be, and a toggle. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): {
  isFullscreen: boolean;
  canFullscreen: boolean;
  toggle: () => void;
} {
  const canFullscreen = useSyncExternalStore(
    subscribeNever,
    () => document.fullscreenEnabled,
    () => false,
  );
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { isFullscreen, canFullscreen, toggle };
}
