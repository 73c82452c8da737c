/**
 * The planners' one call for suggestions, loaded only when a visitor asks for some (the AI client and
 * its schemas stay off the page until then). It words every failure gently for the visitor (docs/tools/planners.md#errors: the list is emptied and nothing breaks; a 429 says when to try again).
 */
import { describeRetryAfter, getAiStatus, type AiFailure } from '../ai/client';
import { fetchSuggestions } from '../ai/generate';
import type { SuggestionItemByKind, SuggestionRequest } from '../ai/schemas';

/** What a request for suggestions came to. */
export type SuggestOutcome<K extends SuggestionRequest['kind']> =
  | { readonly ok: true; readonly items: SuggestionItemByKind[K][]; readonly source: string | null }
  | { readonly ok: false; readonly isAborted: boolean; readonly message: string };

/** The visitor-facing words for a failed request. */
export function describeSuggestionFailure(failure: AiFailure): string {
  switch (failure.kind) {
    case 'rate-limited':
      return `Lots of suggestions were asked for just now. ${describeRetryAfter(failure.retryAfterSec)}`;
    case 'offline':
      return 'No suggestions came back because you seem to be offline. Your plan still works; try again once you are back online.';
    case 'unavailable':
      return `No suggestions came back: the suggestion service is resting. ${describeRetryAfter(failure.retryAfterSec)}`;
    default:
      return 'No suggestions came back this time. Your plan is safe; please try again.';
  }
}

let sourcePromise: Promise<string | null> | null = null;

/** Who answers, once per page: 'the built-in guide' or the model's name. */
function getSource(signal: AbortSignal): Promise<string | null> {
  sourcePromise ??= getAiStatus({ signal }).then((result) => {
    if (!result.ok) {
      sourcePromise = null;
      return null;
    }
    return result.value.provider === 'builtin' ? 'the built-in guide' : result.value.model;
  });
  return sourcePromise;
}

/** Asks `/api/ai/suggestions` for six items; resolves, never rejects. */
export async function requestSuggestions<R extends SuggestionRequest>(
  request: R,
  signal: AbortSignal,
): Promise<SuggestOutcome<R['kind']>> {
  const [result, source] = await Promise.all([
    fetchSuggestions(request, { signal }),
    getSource(signal),
  ]);
  if (result.ok) return { ok: true, items: result.value, source };
  if (result.failure.kind !== 'aborted') console.error('suggestions failed', result.failure);
  return {
    ok: false,
    isAborted: result.failure.kind === 'aborted',
    message: describeSuggestionFailure(result.failure),
  };
}
