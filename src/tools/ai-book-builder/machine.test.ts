import { describe, expect, it } from 'vitest';
import { MAX_NAME_CHARS } from '../../lib/ai/schemas';
import { freshProgress, makeBookId, type BookProgress, type LibraryBook } from './library';
import {
  BOOK_WAIT_MS,
  COMPLETION_OVERLAY_MS,
  MAX_TITLE_CHARS,
  READING_STRETCH_CAP_MS,
  aiBookBuilder,
  factsOf,
  initialState,
  sectionsFor,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
type Untimed = Event extends infer E ? (E extends unknown ? Omit<E, 'now'> : never) : never;
/** Applies events, each at the given second (default: all at T0). */
const run = (events: readonly (Untimed | [number, Untimed])[], from: State = initialState()) =>
  events.reduce(
    (state, item) =>
      Array.isArray(item)
        ? transition(state, { ...item[1], now: at(item[0]) } as Event)
        : transition(state, { ...item, now: T0 } as Event),
    from,
  );

function makeBook(sections: readonly string[][], id = makeBookId(T0)): LibraryBook {
  return {
    id,
    title: 'The Lantern Keeper',
    author: 'Stillwell Library',
    genre: 'fantasy',
    readingTime: 10,
    contentType: 'new',
    sections: sections.map((paragraphs, i) => ({
      title: `Section ${i + 1}`,
      content: paragraphs.join('\n\n'),
    })),
    createdAt: new Date(T0).toISOString(),
  };
}
const BOOK = makeBook([['One a.', 'One b.'], ['Two a.', 'Two b.', 'Two c.'], ['Three a.']]);

/** A fantasy, 10 minute, new story request under way (request 1). */
const LOADING = run([
  { type: 'chooseGenre', genre: 'fantasy' },
  { type: 'continue' },
  { type: 'chooseReadingTime', readingTime: 10 },
  { type: 'continue' },
  { type: 'chooseContentType', contentType: 'new' },
  { type: 'continue' },
  { type: 'generate' },
]);
/** The reader open on BOOK at section 1. */
const READING = run([{ type: 'generated', requestId: 1, book: BOOK }], LOADING);

describe('steps (docs/tools/ai-book-builder.md#behaviour)', () => {
  it('starts at step 1 with every step but Genre and Analytics waiting for a choice', () => {
    const view = viewOf(initialState());
    expect(view.step).toBe(1);
    expect(view.steps.map((step) => [step.label, step.isEnabled])).toEqual([
      ['Genre', true],
      ['Reading Time', false],
      ['Content Type', false],
      ['Generate', false],
      ['Analytics', true],
    ]);
    expect(view.canContinue).toBe(false);
  });

  it.each(['history', 'biography', 'philosophy'] as const)(
    'jumps from step 2 to step 4 for the real genre %s, and the step bar has no Content Type',
    (genre) => {
      const state = run([
        { type: 'chooseGenre', genre },
        { type: 'continue' },
        { type: 'chooseReadingTime', readingTime: 20 },
        { type: 'continue' },
      ]);
      expect(state.step).toBe(4);
      expect(viewOf(state).steps.map((step) => step.label)).toEqual([
        'Genre',
        'Reading Time',
        'Generate',
        'Analytics',
      ]);
      expect(viewOf(state).request).toEqual({ genre, readingTime: 20 });
      expect(run([{ type: 'back' }], state).step).toBe(2);
    },
  );

  it.each(['fantasy', 'mystery', 'romance', 'science-fiction', 'adventure'] as const)(
    'goes from step 2 to the content type step for the fiction genre %s',
    (genre) => {
      const state = run([
        { type: 'chooseGenre', genre },
        { type: 'continue' },
        { type: 'chooseReadingTime', readingTime: 10 },
        { type: 'continue' },
      ]);
      expect(state.step).toBe(3);
      expect(run([{ type: 'back' }], state).step).toBe(2);
    },
  );

  it('shows Continue on step 3 for a new story, or an existing book titled over 3 characters', () => {
    const step3 = run([
      { type: 'chooseGenre', genre: 'mystery' },
      { type: 'continue' },
      { type: 'chooseReadingTime', readingTime: 10 },
      { type: 'continue' },
    ]);
    expect(viewOf(step3).canContinue).toBe(false);
    expect(
      viewOf(run([{ type: 'chooseContentType', contentType: 'new' }], step3)).canContinue,
    ).toBe(true);
    const existing = run([{ type: 'chooseContentType', contentType: 'existing' }], step3);
    const withTitle = (title: string) =>
      viewOf(run([{ type: 'setTitle', title }], existing)).canContinue;
    expect(withTitle('')).toBe(false);
    expect(withTitle('Emm')).toBe(false);
    expect(withTitle('  Emm   ')).toBe(false);
    expect(withTitle('Emma')).toBe(true);
    expect(run([{ type: 'continue' }], existing).step).toBe(3);
    const ready = run(
      [{ type: 'setTitle', title: '  The Moonstone ' }, { type: 'continue' }],
      existing,
    );
    expect(ready.step).toBe(4);
    expect(viewOf(ready).request).toEqual({
      genre: 'mystery',
      readingTime: 10,
      contentType: 'existing',
      title: 'The Moonstone',
    });
  });

  it('lets the step bar go only where the choices allow; Analytics always', () => {
    const chosen = run([{ type: 'chooseGenre', genre: 'fantasy' }]);
    expect(run([{ type: 'goToStep', step: 4 }], chosen).step).toBe(1);
    expect(run([{ type: 'goToStep', step: 2 }], chosen).step).toBe(2);
    const analytics = run([[90, { type: 'goToStep', step: 5 }]]);
    expect(analytics.step).toBe(5);
    expect(viewOf(analytics).analyticsAt).toBe(at(90)); // the week is judged when the step opens
  });

  it('drops the content choice when the genre changes', () => {
    const state = run([
      { type: 'chooseGenre', genre: 'fantasy' },
      { type: 'chooseContentType', contentType: 'existing' },
      { type: 'setTitle', title: 'Alice' },
      { type: 'chooseGenre', genre: 'history' },
    ]);
    expect(state).toMatchObject({ contentType: null, title: '' });
  });
});

describe('limits shared with the API', () => {
  it('takes titles as long as the API does', () => {
    expect(MAX_TITLE_CHARS).toBe(MAX_NAME_CHARS);
  });
});

describe('section counts (docs/tools/ai-book-builder.md#constants)', () => {
  it('asks for 3 sections for 10 minutes and 5 for 20 or 30', () => {
    expect([10, 20, 30].map((minutes) => sectionsFor(minutes as 10 | 20 | 30))).toEqual([3, 5, 5]);
  });
});

describe('generation (docs/tools/ai-book-builder.md#behaviour, #errors)', () => {
  it('asks once, shows its stage and elapsed time, and waits at most BOOK_WAIT_MS', () => {
    expect(LOADING.generation).toMatchObject({
      status: 'loading',
      requestId: 1,
      request: { genre: 'fantasy', readingTime: 10, contentType: 'new' },
    });
    expect(factsOf(LOADING)).toMatchObject({ isRunning: true, wakeAt: T0 + BOOK_WAIT_MS });
    expect(run([{ type: 'generate' }], LOADING)).toBe(LOADING);
    expect(viewOf(run([[12.4, { type: 'tick' }]], LOADING)).generation).toEqual({
      status: 'loading',
      stage: 'Writing 3 sections of 500–800 words…',
      elapsedSec: 12,
    });
  });

  it('fails with the spec’s alert when the book does not arrive in time', () => {
    const late = run([[BOOK_WAIT_MS / 1000, { type: 'tick' }]], LOADING);
    expect(viewOf(late).generation).toMatchObject({
      status: 'failed',
      alert:
        'Failed to generate book content: The book did not arrive within 100 seconds. Please try again.',
      canRetry: true,
    });
    expect(factsOf(late).isRunning).toBe(false);
  });

  it('shows a failure and asks again on retry', () => {
    const failed = run(
      [
        {
          type: 'fail',
          requestId: 1,
          failure: { kind: 'upstream', message: 'The server answered 500.' },
        },
      ],
      LOADING,
    );
    expect(viewOf(failed).generation).toEqual({
      status: 'failed',
      alert: 'Failed to generate book content: The server answered 500. Please try again.',
      offered: [],
      canRetry: true,
    });
    expect(run([{ type: 'generate' }], failed).generation).toMatchObject({
      status: 'loading',
      requestId: 2,
    });
  });

  it('offers the retellings the server named for an unknown title, and picking one asks for it', () => {
    const failed = run(
      [
        {
          type: 'fail',
          requestId: 1,
          failure: {
            kind: 'not-found',
            message:
              'The built-in guide has no retelling of "Gone Girl". Mystery retellings it can offer: "The Hound of the Baskervilles", "The Moonstone".',
          },
        },
      ],
      LOADING,
    );
    expect(viewOf(failed).generation).toMatchObject({
      offered: ['The Hound of the Baskervilles', 'The Moonstone'],
      canRetry: false,
    });
    const picked = run([{ type: 'pickTitle', title: 'The Moonstone' }], failed);
    expect(picked.generation).toMatchObject({
      status: 'loading',
      request: { contentType: 'existing', title: 'The Moonstone' },
    });
  });

  it('ignores an answer to an older request and a late answer after cancel', () => {
    const stale = run([{ type: 'generated', requestId: 7, book: BOOK }], LOADING);
    expect(stale.reader).toBeNull();
    const cancelled = run([{ type: 'cancel' }], LOADING);
    expect(cancelled.generation).toEqual({ status: 'cancelled' });
    expect(run([{ type: 'generated', requestId: 1, book: BOOK }], cancelled).reader).toBeNull();
  });

  it('cancels the request when the visitor goes to another step', () => {
    const away = run([{ type: 'goToStep', step: 5 }], LOADING);
    expect(away).toMatchObject({ step: 5, generation: { status: 'cancelled' } });
  });

  it('opens the reader at section 1 on success', () => {
    expect(viewOf(READING).reader).toMatchObject({
      section: 0,
      sectionCount: 3,
      sectionTitle: 'Section 1',
      chunks: ['One a.', 'One b.'],
      isFirst: true,
      isLast: false,
      progress: 1 / 3,
    });
  });
});

describe('reader (docs/tools/ai-book-builder.md#behaviour, #constants)', () => {
  it('moves one section at a time; Previous does nothing on the first', () => {
    expect(run([{ type: 'previous' }], READING).reader?.section).toBe(0);
    const second = run([{ type: 'next' }], READING);
    expect(viewOf(second).reader).toMatchObject({ section: 1, isFirst: false, progress: 2 / 3 });
    expect(run([{ type: 'previous' }], second).reader?.section).toBe(0);
    const last = run([{ type: 'next' }, { type: 'next' }, { type: 'next' }], READING);
    expect(viewOf(last).reader).toMatchObject({ section: 2, isLast: true, progress: 1 });
  });

  it('completes only on the last section', () => {
    expect(run([{ type: 'complete' }], READING).completions).toBe(0);
  });

  it('records the completed book and the practice session, shows the overlay 2000 ms, then resets', () => {
    const done = run(
      [
        [60, { type: 'next' }],
        [120, { type: 'next' }],
        [150, { type: 'complete' }],
      ],
      READING,
    );
    expect(done.completions).toBe(1);
    expect(done.lastCompletion).toEqual({
      libraryId: BOOK.id,
      book: {
        id: at(150),
        title: 'The Lantern Keeper',
        author: 'Stillwell Library',
        genre: 'fantasy',
        completedAt: new Date(at(150)).toISOString(),
        readingTime: 10,
      },
    });
    expect(factsOf(done)).toMatchObject({
      completions: 1,
      wakeAt: at(150) + COMPLETION_OVERLAY_MS,
      record: {
        tool: 'ai-book-builder',
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(at(150)).toISOString(),
        seconds: 150,
      },
    });
    expect(viewOf(done).isOverlayShown).toBe(true);
    expect(run([[150, { type: 'previous' }]], done)).toBe(done);
    const still = run([[151.999, { type: 'tick' }]], done);
    expect(viewOf(still).isOverlayShown).toBe(true);
    const reset = run([[152, { type: 'tick' }]], still);
    expect(reset).toMatchObject({ step: 1, genre: null, reader: null, completions: 1 });
    expect(viewOf(reset).isOverlayShown).toBe(false);
  });

  it('starts a completed book again at section 1 next time', () => {
    const done = run([{ type: 'next' }, { type: 'next' }, { type: 'complete' }], READING);
    expect(done.position).toEqual({
      bookId: BOOK.id,
      progress: {
        section: 0,
        chunk: 0,
        readMs: 0,
        startedAt: null,
        openedAt: new Date(T0).toISOString(),
        timesCompleted: 1,
        lastCompletedAt: new Date(T0).toISOString(),
      },
    });
  });

  it('exits without recording and resets the flow, keeping the position', () => {
    const out = run(
      [
        [30, { type: 'next' }],
        [45, { type: 'exit' }],
      ],
      READING,
    );
    expect(out).toMatchObject({ step: 1, genre: null, reader: null, completions: 0 });
    expect(out.position?.progress).toMatchObject({ section: 1, readMs: 45_000 });
  });

  it('reopens a library book where the visitor stopped', () => {
    const progress: BookProgress = {
      ...freshProgress(T0),
      section: 1,
      chunk: 2,
      readMs: 90_000,
      startedAt: new Date(T0).toISOString(),
    };
    const state = run([[600, { type: 'open', book: BOOK, progress }]]);
    expect(viewOf(state).reader).toMatchObject({ section: 1, chunk: 2 });
    expect(state.reader).toMatchObject({ readMs: 90_000, startedAt: T0 });
  });

  it('clamps a stored position that no longer fits the book', () => {
    const progress = { ...freshProgress(T0), section: 9, chunk: 9, startedAt: null };
    const state = run([{ type: 'open', book: BOOK, progress }]);
    expect(state.reader).toMatchObject({ section: 2, chunk: 0 });
  });

  it('keeps the chunk the visitor scrolled to', () => {
    const state = run([{ type: 'next' }, { type: 'setChunk', chunk: 2 }], READING);
    expect(state.position?.progress).toMatchObject({ section: 1, chunk: 2 });
  });

  it('counts reading time while the page is visible, with long idle stretches capped', () => {
    const state = run(
      [
        [20, { type: 'hide' }],
        [500, { type: 'show' }],
        [530, { type: 'next' }],
        [530 + 3600, { type: 'next' }],
      ],
      READING,
    );
    expect(state.reader?.readMs).toBe(20_000 + 30_000 + READING_STRETCH_CAP_MS);
  });
});

describe('read-aloud', () => {
  it('moves through the chunks and on to the next section, stopping at the end of the book', () => {
    let state = run([{ type: 'narrate' }], READING);
    expect(factsOf(state).isRunning).toBe(true);
    const spoken = (section: number, chunk: number) =>
      (state = run([{ type: 'chunkSpoken', section, chunk }], state));
    spoken(0, 0);
    expect(state.reader).toMatchObject({ section: 0, chunk: 1, isNarrating: true });
    spoken(0, 1);
    expect(state.reader).toMatchObject({ section: 1, chunk: 0, isNarrating: true });
    spoken(0, 1); // a late report of a piece already passed changes nothing
    expect(state.reader).toMatchObject({ section: 1, chunk: 0 });
    spoken(1, 0);
    spoken(1, 1);
    spoken(1, 2);
    spoken(2, 0);
    expect(state.reader).toMatchObject({ section: 2, chunk: 0, isNarrating: false });
  });

  it('follows the narration, not the scroll, while speaking', () => {
    const state = run([{ type: 'narrate' }, { type: 'setChunk', chunk: 1 }], READING);
    expect(state.reader?.chunk).toBe(0);
  });

  it('stops when the page is hidden, on stop and on exit', () => {
    const speaking = run([{ type: 'narrate' }], READING);
    expect(run([{ type: 'hide' }], speaking).reader?.isNarrating).toBe(false);
    expect(run([{ type: 'stopNarration' }], speaking).reader?.isNarrating).toBe(false);
    expect(run([{ type: 'exit' }], speaking).reader).toBeNull();
  });
});

describe('session hook wiring', () => {
  it('is idle with nothing to wake for before a request', () => {
    expect(factsOf(initialState())).toMatchObject({ isRunning: false, wakeAt: null });
    expect(aiBookBuilder.spaceEventOf).toBeUndefined();
  });
});
