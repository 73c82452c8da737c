/**
 * Performs the book request the machine asks for: while `generation` is loading, one call to
 * `/api/ai/book` through the AI client (loaded on the first request, with its validators), aborted
 * when the request is cancelled, replaced or times out. The answer goes back to the machine as
 * `generated` (after `keep` has put the book in the library) or `fail`.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Book, BookRequest } from '../../lib/ai/schemas';
import type { Untimed } from '../../lib/session/use-session';
import type { BookProgress, LibraryBook } from './library';
import type { Event, Generation } from './machine';

/** Starts loading the AI client (when step 4 shows), so the request goes out at once. */
export function preloadAiClient(): Promise<typeof import('../../lib/ai/generate')> {
  return import('../../lib/ai/generate');
}

/** What `keep` returns: the book as the library holds it, and its stored progress if it had one. */
export interface KeptBook {
  readonly book: LibraryBook;
  readonly progress?: BookProgress;
}

/** Runs the machine's book request. */
export function useBookRequest(
  generation: Generation,
  post: (event: Untimed<Event>) => void,
  keep: (book: Book, request: BookRequest, now: number) => Promise<KeptBook>,
): void {
  const loading = generation.status === 'loading' ? generation : null;
  const requestId = loading?.requestId ?? null;
  const request = loading?.request ?? null;

  const answer = useEffectEvent(
    (id: number, sent: BookRequest, result: Awaited<ReturnType<typeof callBook>>) => {
      if (result.ok) {
        void keep(result.value, sent, Date.now()).then(
          (kept) => post({ type: 'generated', requestId: id, ...kept }),
          () =>
            post({
              type: 'fail',
              requestId: id,
              failure: { kind: 'unreachable', message: 'The book could not be opened' },
            }),
        );
      } else if (result.failure.kind !== 'aborted') {
        const { kind, message, retryAfterSec } = result.failure;
        post({
          type: 'fail',
          requestId: id,
          failure: { kind, message, ...(retryAfterSec === undefined ? {} : { retryAfterSec }) },
        });
      }
    },
  );

  useEffect(() => {
    if (requestId === null || request === null) return undefined;
    const controller = new AbortController();
    void callBook(request, controller.signal).then((result) => {
      if (!controller.signal.aborted) answer(requestId, request, result);
    });
    return () => controller.abort();
  }, [requestId, request]);
}

/** One book call; a client module that cannot load (offline, first visit) counts as unreachable. */
async function callBook(request: BookRequest, signal: AbortSignal) {
  try {
    const { fetchBook } = await preloadAiClient();
    return await fetchBook(request, { signal });
  } catch {
    const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return {
      ok: false as const,
      failure: {
        kind: isOffline ? ('offline' as const) : ('unreachable' as const),
        message: isOffline ? 'You are offline.' : 'Stillwell’s server could not be reached.',
        hasReachedServer: false,
      },
    };
  }
}

/** Says who writes the books (asked once, when step 4 first shows), or null until known. */
export function useBookProvider(isWanted: boolean): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!isWanted || text !== null) return undefined;
    const controller = new AbortController();
    void import('../../lib/ai/client')
      .then(({ getAiStatus }) => getAiStatus({ signal: controller.signal }))
      .then((result) => {
        if (!result.ok) return;
        const { provider, model, ready } = result.value;
        if (!ready) setText('No AI model is ready on this server just now.');
        else if (provider === 'builtin')
          setText(
            'Books come from Stillwell’s built-in library of readings: no AI model is set up on this server.',
          );
        else setText(`Books are written by an AI model (${model}).`);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [isWanted, text]);
  return text;
}
