/**
 * The full-screen reader (docs/tools/ai-book-builder.md#screen, #behaviour, #constants): previous (disabled on the first section) and next, a
 * progress bar, its own dark-mode toggle (`darkMode`), exit, and Complete on the last section with the
 * 'Book Completed!' overlay. Beyond the spec: text size, read-aloud that highlights the chunk being
 * read, arrow-key paging, and the position kept as the visitor scrolls.
 *
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape exits. Its parts are in
 * reader-toolbar.tsx and reader-page.tsx; here are the dialog, the position and the keys.
 */
import { useId, type KeyboardEvent } from 'react';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, ReaderView } from '../machine';
import { useNarration } from '../use-narration';
import { CompletedOverlay, ReaderFooter, ReaderPage } from './reader-page';
import { ReaderToolbar, type ReaderSettingsProps } from './reader-toolbar';
import { useReaderPosition } from './use-reader-position';

/** Keys typed into these are the control's, not page turns. */
const TYPING_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The reader. */
export function Reader({
  view,
  isOverlayShown,
  send,
  post,
  ...settings
}: ReaderSettingsProps & {
  view: ReaderView;
  isOverlayShown: boolean;
  /** A visitor's gesture. */
  send: (event: Untimed<Event>) => void;
  /** Anything else (scrolling, the page hidden). */
  post: (event: Untimed<Event>) => void;
}) {
  const { textSize, readAloud, isDark } = settings;
  const titleId = useId();
  const { book, section, chunk, isNarrating } = view;

  useNarration(
    {
      bookId: book.id,
      section,
      chunk,
      text: view.chunks[chunk],
      isNarrating,
    },
    readAloud,
    (spokenSection, spokenChunk) =>
      post({ type: 'chunkSpoken', section: spokenSection, chunk: spokenChunk }),
    () => post({ type: 'stopNarration' }),
  );

  const { dialogRef, headerRef, headingRef, handleScroll } = useReaderPosition(view, post);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (TYPING_TAGS.has(target.tagName) || target.closest('dialog') !== dialogRef.current) return;
    if (event.key === 'ArrowRight' && !view.isLast) {
      event.preventDefault();
      send({ type: 'next' });
    } else if (event.key === 'ArrowLeft' && !view.isFirst) {
      event.preventDefault();
      send({ type: 'previous' });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-theme={isDark ? 'dark' : 'light'}
      data-testid="reader"
      onCancel={(event) => {
        event.preventDefault();
        if (!isOverlayShown) send({ type: 'exit' });
      }}
      onKeyDown={handleKeyDown}
      onScroll={handleScroll}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto border-0 bg-bg p-0 text-ink backdrop:bg-bg open:flex"
    >
      <ReaderToolbar ref={headerRef} view={view} send={send} {...settings} />
      <ReaderPage view={view} titleId={titleId} headingRef={headingRef} textSize={textSize} />
      <ReaderFooter view={view} send={send} />
      <CompletedOverlay title={book.title} isShown={isOverlayShown} />
    </dialog>
  );
}
