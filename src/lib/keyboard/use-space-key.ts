/** Space starts and pauses a session, as in media players, without stealing Space from controls. */
import { useEffect, useEffectEvent } from 'react';

const CONTROL_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A', 'SUMMARY']);

/** Whether Space on this target belongs to the focused control (typing, pressing, toggling). */
export function isSpaceHandledBy(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      CONTROL_TAGS.has(target.tagName) ||
      target.closest('[role="slider"], [role="switch"], dialog') !== null)
  );
}

/** Calls `onSpace` when Space is pressed anywhere on the page except on a control that uses Space. */
export function useSpaceKey(onSpace: () => void): void {
  const handleSpace = useEffectEvent(onSpace);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isSpaceHandledBy(event.target)) return;
      event.preventDefault();
      handleSpace();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
