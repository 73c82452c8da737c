/**
 * Keeps a scrolling list at its newest content while the visitor is there, and leaves it alone once
 * they scroll up to read (docs/tools/chats.md#screen scrolling list); `follow()` returns to the newest, e.g. on send.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) still counts as "at the newest". */
const NEAR_BOTTOM_PX = 48;

/** Follows `ref`'s bottom whenever `content` changes, unless the visitor scrolled up. */
export function useFollowScroll(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
): { follow: () => void } {
  const isFollowingRef = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const update = () => {
      isFollowingRef.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    };
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element !== null && isFollowingRef.current) element.scrollTop = element.scrollHeight;
  }, [ref, content]);

  const follow = useCallback(() => {
    isFollowingRef.current = true;
    const element = ref.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [ref]);

  return { follow };
}
