/**
 * Suggestions and books from `/api/ai/*`, their answers checked with the zod/mini schemas. Apart from
 * the client (client.ts), so a page loads zod only when it asks for generated content.
 */
import { postJson, type AiResult, type CallOptions } from './client';
import {
  bookResponseSchema,
  suggestionResponseSchema,
  type Book,
  type BookRequest,
  type SuggestionItemByKind,
  type SuggestionRequest,
} from './schemas';

/** Six suggestions of the kind asked for (`POST /api/ai/suggestions`). */
export async function fetchSuggestions<R extends SuggestionRequest>(
  body: R,
  options: CallOptions = {},
): Promise<AiResult<SuggestionItemByKind[R['kind']][]>> {
  const result = await postJson('/api/ai/suggestions', body, suggestionResponseSchema, options);
  return result.ok
    ? { ok: true, value: result.value.items as SuggestionItemByKind[R['kind']][] }
    : result;
}

/** A generated book (`POST /api/ai/book`). */
export function fetchBook(body: BookRequest, options: CallOptions = {}): Promise<AiResult<Book>> {
  return postJson('/api/ai/book', body, bookResponseSchema, options);
}
