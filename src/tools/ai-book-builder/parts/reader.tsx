/**
 * The full-screen reader (docs/tools/ai-book-builder.md#screen, #behaviour, #constants): previous (disabled on the first section) and next, a
 * progress bar, its own dark-mode toggle (`darkMode`), exit, and Complete on the last section with the
 * 'Book Completed!' overlay. Beyond the spec: text size, read-aloud that highlights the chunk being
 * read, arrow-key paging, and the position kept as the visitor scrolls.
 *
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape exits.
 */
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { Untimed } from '../../../lib/session/use-session';
import { isSpeechSupported } from '../../../lib/speech/speech';
import { primeSpeech } from '../../../lib/speech/narrator';
import { cn } from '../../../lib/ui/cn';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion';
import { parseEmphasis } from '../chunks';
import type { Event, ReaderView } from '../machine';
import { TEXT_SIZES, type ReadAloudSettings, type TextSize } from '../storage';
import { useNarration } from '../use-narration';
import { ReadAloudSettingsDialog } from './read-aloud-settings';
import { BookIcon } from './book-icon';

const TEXT_CLASSES: Record<TextSize, string> = {
  sm: 'text-base',
  md: 'text-lg',
  lg: 'text-xl',
  xl: 'text-2xl',
};

/** Keys typed into these are the control's, not page turns. */
const TYPING_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** A chunk's text with its asterisk terms bold: text nodes only, never HTML (docs/tools/ai-book-builder.md#calls). */
function ChunkText({ text }: { text: string }) {
  return parseEmphasis(text).map((run, index) =>
    run.isBold ? (
      <strong key={index} className="font-semibold">
        {run.text}
      </strong>
    ) : (
      run.text
    ),
  );
}

/** The reader. */
export function Reader({
  view,
  isOverlayShown,
  isDark,
  onDarkMode,
  textSize,
  onTextSize,
  readAloud,
  onReadAloud,
  send,
  post,
}: {
  view: ReaderView;
  isOverlayShown: boolean;
  isDark: boolean;
  onDarkMode: (isDark: boolean) => void;
  textSize: TextSize;
  onTextSize: (size: TextSize) => void;
  readAloud: ReadAloudSettings;
  onReadAloud: (settings: ReadAloudSettings) => void;
  /** A visitor's gesture. */
  send: (event: Untimed<Event>) => void;
  /** Anything else (scrolling, the page hidden). */
  post: (event: Untimed<Event>) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const isReducedMotion = useReducedMotion();
  const { book, section, chunk, isNarrating } = view;
  const sizeIndex = TEXT_SIZES.indexOf(textSize);
  const canSpeak = isSpeechSupported();

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
      <header
        ref={headerRef}
        className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-1 px-2 py-2 sm:px-4">
          <Button variant="ghost" size="sm" className="px-3" onClick={() => send({ type: 'exit' })}>
            <BookIcon name="arrow-left" size={18} />
            Exit
          </Button>
          <span className="flex-1" />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Smaller text"
            disabled={sizeIndex <= 0}
            onClick={() => onTextSize(TEXT_SIZES[sizeIndex - 1] ?? textSize)}
          >
            <BookIcon name="a-arrow-down" size={20} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Larger text"
            disabled={sizeIndex >= TEXT_SIZES.length - 1}
            onClick={() => onTextSize(TEXT_SIZES[sizeIndex + 1] ?? textSize)}
          >
            <BookIcon name="a-arrow-up" size={20} />
          </Button>
          {canSpeak && (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={isNarrating ? 'Stop reading aloud' : 'Read aloud'}
                onClick={() => {
                  if (isNarrating) {
                    send({ type: 'stopNarration' });
                  } else {
                    primeSpeech();
                    send({ type: 'narrate' });
                  }
                }}
              >
                {isNarrating ? (
                  <BookIcon name="circle-stop" size={20} />
                ) : (
                  <BookIcon name="speech" size={20} />
                )}
              </Button>
              <ReadAloudSettingsDialog settings={readAloud} onChange={onReadAloud} />
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Dark mode"
            aria-pressed={isDark}
            onClick={() => onDarkMode(!isDark)}
          >
            {isDark ? <BookIcon name="sun" size={20} /> : <BookIcon name="moon" size={20} />}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label="Reading progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(view.progress * 100)}
          aria-valuetext={`Section ${section + 1} of ${view.sectionCount}`}
          className="h-1 bg-surface-2"
        >
          <div
            className="h-full bg-primary transition-[width] duration-300"
            style={{ width: `${view.progress * 100}%` }}
          />
        </div>
      </header>

      <article className="mx-auto w-full max-w-2xl flex-1 px-5 pt-8 pb-12">
        <p className="text-sm text-muted">
          <span id={titleId} className="font-medium text-ink">
            {book.title}
          </span>{' '}
          · {book.author}
        </p>
        <p className="mt-4 text-sm font-medium text-primary">
          Section {section + 1} of {view.sectionCount}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-2xl font-semibold focus:outline-none sm:text-3xl"
        >
          {view.sectionTitle}
        </h2>
        <div className={cn('mt-6 space-y-5 font-display leading-relaxed', TEXT_CLASSES[textSize])}>
          {view.chunks.map((text, index) => (
            <p
              key={`${section}-${index}`}
              data-chunk={index}
              data-narrating={isNarrating && index === chunk ? '' : undefined}
              className={cn(
                '-mx-2 scroll-mt-24 rounded-lg px-2 transition-colors',
                isNarrating && index === chunk && 'bg-primary-soft',
              )}
            >
              <ChunkText text={text} />
            </p>
          ))}
        </div>
      </article>

      <footer className="sticky bottom-0 border-t border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-3 py-3 sm:px-5">
          <Button
            variant="secondary"
            disabled={view.isFirst}
            onClick={() => send({ type: 'previous' })}
          >
            <BookIcon name="chevron-left" size={18} />
            Previous
          </Button>
          <span className="text-sm text-muted tabular-nums" aria-hidden>
            {section + 1} / {view.sectionCount}
          </span>
          {view.isLast ? (
            <Button onClick={() => send({ type: 'complete' })} disabled={view.isComplete}>
              <BookIcon name="check" size={18} />
              Complete
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'next' })}>
              Next
              <BookIcon name="chevron-right" size={18} />
            </Button>
          )}
        </div>
      </footer>

      <div
        role="status"
        className={
          isOverlayShown
            ? 'fixed inset-0 z-20 flex items-center justify-center bg-bg/90 p-6 backdrop-blur-sm'
            : 'sr-only'
        }
      >
        {isOverlayShown && (
          <div className="w-full max-w-sm rounded-card border border-line bg-surface p-8 text-center shadow-soft">
            <div
              aria-hidden
              className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
            >
              <BookIcon name="book-check" size={28} />
            </div>
            <h2 className="text-2xl font-semibold">Book Completed!</h2>
            <p className="mt-2">You finished “{book.title}”.</p>
            <p className="mt-4 text-sm text-muted">
              AI-generated content may contain mistakes. Check important facts before you rely on
              them.
            </p>
          </div>
        )}
      </div>
    </dialog>
  );
}
