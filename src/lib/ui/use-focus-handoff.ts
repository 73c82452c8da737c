/**
 * Focus handed on when a tool's screen changes under it (issue 42): a session that starts, finishes or
 * breaks swaps the controls, and the button the visitor pressed is gone, so the browser drops focus to
 * the page and a keyboard or screen-reader visitor is lost. When `key` changes while the focus was
 * inside `container` and has fallen to the page, it moves to the element marked `data-focus-next`, else
 * to the main control (the kit's transport), else to the container's first enabled button.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Marks the element that takes the focus after a change (a summary's first action, a banner). */
export const FOCUS_NEXT = { 'data-focus-next': '' } as const;

export function useFocusHandoff(container: RefObject<HTMLElement | null>, key: unknown): void {
  const hasFocus = useRef(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onFocusIn = () => {
      hasFocus.current = true;
    };
    // Focus moved on to something else on purpose: this container no longer holds it. (A removed
    // element gives no target: that is the case this hook is for.)
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget))
        hasFocus.current = false;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  useLayoutEffect(() => {
    const element = container.current;
    const active = document.activeElement;
    if (!element || !hasFocus.current || (active !== null && active !== document.body)) return;
    const next =
      element.querySelector<HTMLElement>('[data-focus-next]') ??
      element.querySelector<HTMLElement>('[data-slot="transport"] button:not([disabled])') ??
      element.querySelector<HTMLElement>('button:not([disabled])');
    next?.focus({ preventScroll: true });
  }, [container, key]);
}
