/**
 * Keeps a scrolling list at its newest content while the visitor is there, and leaves it alone once
 * they scroll up to read (docs/tools/chats.md#screen scrolling list); `follow()` returns to the newest, e.g. on send.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) still counts as "at the newest". */
const NEAR_BOTTOM_PX = 48;

/** The list's heights when it was last known to be where it is: after its own scroll, or the visitor's. */
interface Extent {
  scrollHeight: number;
  clientHeight: number;
}

const extentOf = (element: HTMLElement): Extent => ({
  scrollHeight: element.scrollHeight,
  clientHeight: element.clientHeight,
});

/** Whether `scrollTop` is at the bottom of the list as it was at `extent`. */
const isAtBottom = (scrollTop: number, extent: Extent): boolean =>
  extent.scrollHeight - scrollTop - extent.clientHeight <= NEAR_BOTTOM_PX;

/** Follows `ref`'s bottom whenever `content` changes, unless the visitor scrolled up. */
export function useFollowScroll(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
): { follow: () => void } {
  const isFollowingRef = useRef(true);
  const extentRef = useRef<Extent>({ scrollHeight: 0, clientHeight: 0 });

  const toBottom = useCallback((element: HTMLElement) => {
    element.scrollTop = element.scrollHeight;
    extentRef.current = extentOf(element);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const update = () => {
      extentRef.current = extentOf(element);
      isFollowingRef.current = isAtBottom(element.scrollTop, extentRef.current);
    };
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || !isFollowingRef.current) return;
    // why the extent from before this change: a visitor's scroll moves scrollTop at once, but its
    // scroll event can come a frame after the next piece of a reply, which would pull them back down.
    // Measured against the list as it was, scrolled up is scrolled up, and a list that grew or shrank
    // (new text, a phone's keyboard) with the visitor at the bottom still counts as at the bottom.
    if (isAtBottom(element.scrollTop, extentRef.current)) toBottom(element);
    else isFollowingRef.current = false;
  }, [ref, content, toBottom]);

  const follow = useCallback(() => {
    isFollowingRef.current = true;
    const element = ref.current;
    if (element !== null) toBottom(element);
  }, [ref, toBottom]);

  return { follow };
}
