/** The contract every provider (the built-in guide, Gemini, OpenAI-compatible) implements. */
import type { PersonaId } from '../../../lib/ai/catalog';
import type {
  Book,
  BookRequest,
  ChatMessage,
  SuggestionItemByKind,
  SuggestionRequest,
} from '../../../lib/ai/schemas';
import type { AiProviderId } from '../../config';

/** A chat turn to answer: the persona and the recent turns, the last one the visitor's. */
export interface ChatInput {
  persona: PersonaId;
  messages: readonly ChatMessage[];
  /**
   * A number drawn for this request, so an engine that writes from a seed (the built-in guide) need not
   * give the same question the same words twice; absent or 0: the conversation alone decides.
   */
  variety?: number;
}

/** One way of answering AI requests. */
export interface AiEngine {
  readonly provider: AiProviderId;
  readonly model: string;
  /** Streams the persona's reply in pieces; throws on provider failure. */
  streamChat(input: ChatInput, signal: AbortSignal): AsyncIterable<string>;
  /** Exactly 6 schema-valid items none of which is in `request.existing`. */
  suggest(
    request: SuggestionRequest,
    signal: AbortSignal,
  ): Promise<SuggestionItemByKind[SuggestionRequest['kind']][]>;
  /** A validated book with the reading time's section count. */
  writeBook(request: BookRequest, signal: AbortSignal): Promise<Book>;
}
