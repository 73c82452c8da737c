/**
 * Reports a visitor's activity during the gaze (docs/tools/trataka-focus.md#behaviour): mouse movement, a click or touch, a key,
 * a scroll or wheel, or the page becoming hidden. Pressing the session's own controls (Pause, Reset,
 * mute: a click, a touch, or Enter on them) and Space, which pauses, are how a visitor stops the gaze
 * on purpose, so they do not count. A page also scrolls by itself when its layout changes (scroll
 * anchoring as the intro gives way to the timer), in the frame after the change: 'scroll' events count
 * only from the second animation frame after watching begins (wheel and touch count at once).
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Mouse movement smaller than this is the hand resting on the mouse, not activity (px). */
const MOVE_PX = 6;

/** Calls `onActivity` for each sign of activity while `isWatching`. */
export function useInterruptions(
  isWatching: boolean,
  onActivity: () => void,
  controlsRef: RefObject<HTMLElement | null>,
): void {
  const report = useEffectEvent(onActivity);
  useEffect(() => {
    if (!isWatching) return undefined;
    let origin: { x: number; y: number } | null = null;
    let isScrollArmed = false;
    let frameId = requestAnimationFrame(() => {
      frameId = requestAnimationFrame(() => {
        isScrollArmed = true;
      });
    });
    const isOnControls = (target: EventTarget | null) =>
      target instanceof Node && (controlsRef.current?.contains(target) ?? false);
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (!origin) {
        origin = { x: event.clientX, y: event.clientY };
        return;
      }
      if (Math.hypot(event.clientX - origin.x, event.clientY - origin.y) < MOVE_PX) return;
      origin = { x: event.clientX, y: event.clientY };
      report();
    };
    const onPress = (event: Event) => {
      if (!isOnControls(event.target)) report();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const isActivation =
        event.key === ' ' || (event.key === 'Enter' && isOnControls(event.target));
      if (isActivation) return;
      report();
    };
    const onScroll = () => report();
    const onPageScroll = () => {
      if (isScrollArmed) report();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') report();
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointermove', onPointerMove, options);
    window.addEventListener('pointerdown', onPress, options);
    window.addEventListener('touchstart', onPress, options);
    window.addEventListener('keydown', onKeyDown, options);
    window.addEventListener('wheel', onScroll, options);
    window.addEventListener('touchmove', onScroll, options);
    window.addEventListener('scroll', onPageScroll, options);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pointermove', onPointerMove, options);
      window.removeEventListener('pointerdown', onPress, options);
      window.removeEventListener('touchstart', onPress, options);
      window.removeEventListener('keydown', onKeyDown, options);
      window.removeEventListener('wheel', onScroll, options);
      window.removeEventListener('touchmove', onScroll, options);
      window.removeEventListener('scroll', onPageScroll, options);
      cancelAnimationFrame(frameId);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [isWatching, controlsRef]);
}
