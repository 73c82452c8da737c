/** Full screen for the scene, where the browser offers it for an element (not iPhone Safari). */
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const subscribeNever = () => () => undefined;

/** Whether `ref` is full screen, whether it can be, and a toggle. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): {
  isFullscreen: boolean;
  canFullscreen: boolean;
  toggle: () => void;
} {
  // why true before hydration: most browsers offer it, and a button that appeared after hydration
  // widened the toolbar and shifted the page; where it is missing (iPhone) the button leaves instead
  const canFullscreen = useSyncExternalStore(
    subscribeNever,
    () => document.fullscreenEnabled,
    () => true,
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
