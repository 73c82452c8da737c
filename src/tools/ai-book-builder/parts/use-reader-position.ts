/**
 * Where the reader is (docs/tools/ai-book-builder.md#behaviour): the dialog opened as a modal, a new
 * book or section started at its top (or, on opening, at the stored chunk) with the focus on its
 * heading, the chunk read aloud kept in view, the position following the first chunk in view, and the
 * reading time counted only while the page is visible.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Untimed } from '../../../lib/session/use-session';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion';
import type { Event, ReaderView } from '../machine';

/** Keeps the reader's position: the refs its dialog, toolbar and heading take, and the scroll handler. */
export function useReaderPosition(view: ReaderView, post: (event: Untimed<Event>) => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isReducedMotion = useReducedMotion();
  const { book, section, chunk, isNarrating } = view;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // A new book or section starts at its top (or, on opening, at the stored chunk); focus moves to
  // its heading so a screen reader starts there too.
  const startChunk = useRef(chunk);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target =
      startChunk.current > 0
        ? dialog.querySelector<HTMLElement>(`[data-chunk="${startChunk.current}"]`)
        : null;
    startChunk.current = 0;
    if (target) target.scrollIntoView({ block: 'start' });
    else dialog.scrollTop = 0;
    headingRef.current?.focus({ preventScroll: true });
  }, [book.id, section]);

  // The chunk being read aloud stays in view.
  useEffect(() => {
    if (!isNarrating) return;
    dialogRef.current
      ?.querySelector(`[data-chunk="${chunk}"]`)
      ?.scrollIntoView({ block: 'center', behavior: isReducedMotion ? 'auto' : 'smooth' });
  }, [isNarrating, chunk, isReducedMotion]);

  // The position follows the first chunk still in view below the toolbar.
  const frame = useRef(0);
  const handleScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const dialog = dialogRef.current;
      const top = (headerRef.current?.getBoundingClientRect().bottom ?? 0) + 24;
      const chunks = dialog?.querySelectorAll<HTMLElement>('[data-chunk]') ?? [];
      const first = [...chunks].findIndex(
        (element) => element.getBoundingClientRect().bottom > top,
      );
      if (first >= 0) post({ type: 'setChunk', chunk: first });
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Reading time counts only while the page is visible; speech stops when it is hidden.
  const onVisibility = useEffectEvent(() =>
    post({ type: document.visibilityState === 'hidden' ? 'hide' : 'show' }),
  );
  useEffect(() => {
    const handle = () => onVisibility();
    document.addEventListener('visibilitychange', handle);
    return () => document.removeEventListener('visibilitychange', handle);
  }, []);
  return { dialogRef, headerRef, headingRef, handleScroll };
}
