/**
 * The engine for real models (Gemini, OpenAI-compatible) through the AI SDK: streamed chat with the
 * recent turns, structured output for suggestions and books, parsed through the spec's fallback stages.
 */
import { generateText, streamText, type LanguageModel, type OutputInterface } from 'ai';
import * as z from 'zod/mini';
import {
  SUGGESTION_COUNT,
  SUGGESTION_ITEM_SCHEMAS,
  bookResponseSchema,
  type Book,
  type BookRequest,
  type SuggestionItemByKind,
  type SuggestionKind,
  type SuggestionRequest,
} from '../../../lib/ai/schemas';
import type { AiProviderId } from '../../config';
import { AiError } from '../errors';
import { createRepairBudget, parseBook, parseSuggestions } from '../parse';
import { getPersona } from '../personas';
import {
  buildBookPrompt,
  buildChatInstructions,
  buildSuggestionPrompt,
  sectionsFor,
} from '../prompts';
import { strictJsonSchemaOf, type JsonSchema } from './strict-json-schema';
import type { AiEngine, ChatInput } from './types';

/** How a model engine is set up. */
export interface ModelEngineOptions {
  provider: AiProviderId;
  model: string;
  languageModel: LanguageModel;
  /** Recent turns sent with each chat request. */
  historyTurns: number;
  /** SDK retries on 429/5xx before giving up. */
  maxRetries: number;
}

/**
 * Structured-output mode that hands back the raw text: the provider gets the JSON schema (its
 * structured-output mode), and our parser applies the spec's fallback stages to whatever comes back.
 */
function rawJsonOutput(
  jsonSchema: JsonSchema,
  name: string,
): OutputInterface<string, string, never> {
  return {
    name: 'object',
    responseFormat: Promise.resolve({ type: 'json' as const, schema: jsonSchema as never, name }),
    async parseCompleteOutput({ text }) {
      return text;
    },
    async parsePartialOutput({ text }) {
      return { partial: text };
    },
    createElementStreamTransform() {
      return undefined;
    },
  };
}

/** The answer schema of a structured request: suggestions of a kind, or a book. */
function answerSchemaFor(target: SuggestionKind | 'book'): z.ZodMiniType {
  return target === 'book'
    ? bookResponseSchema
    : z.object({ items: z.array(SUGGESTION_ITEM_SCHEMAS[target]) });
}

/**
 * The JSON schema a structured request sends (docs/ai.md#structured-output): strict, so a real OpenAI
 * endpoint with `AI_STRUCTURED_OUTPUTS=true` accepts it.
 */
export function structuredOutputSchema(target: SuggestionKind | 'book'): JsonSchema {
  return strictJsonSchemaOf(answerSchemaFor(target));
}

/** Most model calls one suggestion request makes (the second asks only for replacements). */
const MAX_SUGGESTION_CALLS = 2;

/**
 * Output-token limits per route (issue 23), each a few times what a good reply needs (a token is about
 * ¾ of an English word): a chat reply of up to 10 sentences is 100-300 tokens, six suggestions about 800,
 * a five-part book of 800-word sections about 5,500.
 */
export const MAX_OUTPUT_TOKENS = { chat: 1_024, suggestions: 2_048, book: 8_192 } as const;

/** Creates an engine over an AI SDK language model. */
export function createModelEngine(options: ModelEngineOptions): AiEngine {
  const { languageModel, maxRetries } = options;

  async function generateJson(
    prompt: string,
    output: OutputInterface<string, string, never>,
    signal: AbortSignal,
    maxOutputTokens: number,
  ) {
    const result = await generateText({
      model: languageModel,
      prompt,
      output,
      abortSignal: signal,
      maxRetries,
      maxOutputTokens,
    });
    try {
      return result.output;
    } catch {
      return result.text;
    }
  }

  return {
    provider: options.provider,
    model: options.model,

    async *streamChat(input: ChatInput, signal: AbortSignal) {
      const result = streamText({
        model: languageModel,
        instructions: buildChatInstructions(getPersona(input.persona)),
        messages: input.messages.slice(-options.historyTurns).map((message) => ({
          role: message.role,
          content: message.content,
        })),
        abortSignal: signal,
        maxRetries,
        maxOutputTokens: MAX_OUTPUT_TOKENS.chat,
        // The SDK's default prints each error's whole stack; the failure comes to us as an 'error'
        // part below, and the service logs it in one line (issue 23).
        onError: () => undefined,
      });
      let hasText = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text !== '') {
          hasText = true;
          yield part.text;
        } else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') return;
      }
      if (!hasText && !signal.aborted)
        throw new AiError(502, 'The AI model returned an empty reply. Please try again.');
    },

    async suggest(request: SuggestionRequest, signal: AbortSignal) {
      const kind = request.kind;
      const seen = new Set((request.existing ?? []).map((name) => name.trim().toLowerCase()));
      const items: SuggestionItemByKind[SuggestionKind][] = [];
      const rejected: string[] = [];
      const output = rawJsonOutput(structuredOutputSchema(kind), `${kind}_suggestions`);
      const repair = createRepairBudget();
      for (
        let call = 0;
        call < MAX_SUGGESTION_CALLS && items.length < SUGGESTION_COUNT;
        call += 1
      ) {
        const missing = SUGGESTION_COUNT - items.length;
        const text = await generateJson(
          buildSuggestionPrompt(request, missing, [...rejected, ...items.map((item) => item.name)]),
          output,
          signal,
          MAX_OUTPUT_TOKENS.suggestions,
        );
        const parsed = parseSuggestions(
          kind,
          text,
          request.kind === 'exercises' ? { goal: request.goal, repair } : { repair },
        );
        // A reply too long to read is not worth a second, equally long call.
        if (parsed.isTooLong === true)
          throw new AiError(
            502,
            'The AI model’s reply was too long to use. Please try again.',
            undefined,
            parsed.error,
          );
        for (const item of parsed.items) {
          const key = item.name.trim().toLowerCase();
          // docs/ai.md#validation: a suggestion matching an existing name is dropped (and replaced below).
          if (seen.has(key)) {
            rejected.push(item.name);
            continue;
          }
          seen.add(key);
          if (items.length < SUGGESTION_COUNT) items.push(item);
        }
      }
      if (items.length < SUGGESTION_COUNT) {
        throw new AiError(
          502,
          `The AI model returned ${items.length} usable suggestions instead of ${SUGGESTION_COUNT}. Please try again.`,
        );
      }
      return items;
    },

    async writeBook(request: BookRequest, signal: AbortSignal): Promise<Book> {
      const text = await generateJson(
        buildBookPrompt(request),
        rawJsonOutput(structuredOutputSchema('book'), 'book'),
        signal,
        MAX_OUTPUT_TOKENS.book,
      );
      const parsed = parseBook(text, {
        expectedSections: sectionsFor(request.readingTime),
        fallbackTitle:
          request.contentType === 'existing' && request.title ? request.title : 'Your reading',
      });
      if (!parsed.ok) throw new AiError(502, parsed.error);
      if (parsed.warnings.length > 0)
        console.warn(`[ai] book (${parsed.stage}): ${parsed.warnings.join('; ')}`);
      return parsed.book;
    },
  };
}
