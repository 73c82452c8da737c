/**
 * The reader's page and its frame (docs/tools/ai-book-builder.md#screen): the section's text with the
 * chunk being read aloud highlighted, Previous and Next (Complete on the last section), and the 'Book
 * Completed!' overlay.
 */
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { Untimed } from '../../../lib/session/use-session';
import { cn } from '../../../lib/ui/cn';
import { parseEmphasis } from '../chunks';
import type { Event, ReaderView } from '../machine';
import type { TextSize } from '../storage';
import { BookIcon } from './book-icon';

const TEXT_CLASSES: Record<TextSize, string> = {
  sm: 'text-base',
  md: 'text-lg',
  lg: 'text-xl',
  xl: 'text-2xl',
};

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

/** The section: the book's title (the reader's name), the section's heading and its chunks. */
export function ReaderPage({
  view,
  titleId,
  headingRef,
  textSize,
}: {
  view: ReaderView;
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  textSize: TextSize;
}) {
  const { book, section, chunk, isNarrating } = view;
  return (
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
  );
}

/** Previous and Next, or Complete on the last section, kept at the bottom. */
export function ReaderFooter({
  view,
  send,
}: {
  view: ReaderView;
  send: (event: Untimed<Event>) => void;
}) {
  const { section } = view;
  return (
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
  );
}

/** 'Book Completed!' over the reader for its moment; an empty live region otherwise. */
export function CompletedOverlay({ title, isShown }: { title: string; isShown: boolean }) {
  return (
    <div
      role="status"
      className={
        isShown
          ? 'fixed inset-0 z-20 flex items-center justify-center bg-bg/90 p-6 backdrop-blur-sm'
          : 'sr-only'
      }
    >
      {isShown && (
        <div className="w-full max-w-sm rounded-card border border-line bg-surface p-8 text-center shadow-soft">
          <div
            aria-hidden
            className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
          >
            <BookIcon name="book-check" size={28} />
          </div>
          <h2 className="text-2xl font-semibold">Book Completed!</h2>
          <p className="mt-2">You finished “{title}”.</p>
          <p className="mt-4 text-sm text-muted">
            AI-generated content may contain mistakes. Check important facts before you rely on
            them.
          </p>
        </div>
      )}
    </div>
  );
}
