/**
 * Suggestions as React state for the three planners: the list, whether a request is under way, and a
 * gentle message with a retry when nothing came back. The AI client loads with the first request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SuggestionItemByKind, SuggestionRequest } from '../ai/schemas';
import { toLocalDateTime } from '../clock/local-day';

/** The local date-time of this moment with its offset, for a request the visitor has just asked for. */
export function getRequestTime(): string {
  return toLocalDateTime(Date.now());
}

/** What the suggestion list shows. */
export interface SuggestionsState<T> {
  readonly items: readonly T[];
  readonly isLoading: boolean;
  /** Why the list is empty after a request, or null. */
  readonly message: string | null;
  /** Who answered the latest request ('the built-in guide' or a model), when known. */
  readonly source: string | null;
  /** A request has been made on this page. */
  readonly hasAsked: boolean;
}

/** The list, `generate(request)`, `retry()` (the last request again) and `clear()`. */
export function useSuggestions<K extends SuggestionRequest['kind']>() {
  type Item = SuggestionItemByKind[K];
  const [state, setState] = useState<SuggestionsState<Item>>({
    items: [],
    isLoading: false,
    message: null,
    source: null,
    hasAsked: false,
  });
  const controllerRef = useRef<AbortController | null>(null);
  const lastRef = useRef<(SuggestionRequest & { kind: K }) | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const generate = useCallback(async (request: SuggestionRequest & { kind: K }) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    lastRef.current = request;
    setState((previous) => ({
      ...previous,
      items: [],
      isLoading: true,
      message: null,
      hasAsked: true,
    }));
    let outcome;
    try {
      const { requestSuggestions } = await import('./suggest');
      outcome = await requestSuggestions(request, controller.signal);
    } catch (error) {
      // why: the module itself could not load (offline before it was cached)
      console.error('suggestions module failed to load', error);
      outcome = {
        ok: false as const,
        isAborted: false,
        message: 'No suggestions came back this time. Your plan is safe; please try again.',
      };
    }
    if (controller.signal.aborted) return;
    setState((previous) =>
      outcome.ok
        ? {
            items: outcome.items as Item[],
            isLoading: false,
            message: null,
            source: outcome.source,
            hasAsked: true,
          }
        : { ...previous, items: [], isLoading: false, message: outcome.message },
    );
  }, []);

  const retry = useCallback(() => {
    if (lastRef.current) void generate(lastRef.current);
  }, [generate]);

  return { ...state, generate, retry };
}
