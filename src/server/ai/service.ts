/**
 * The AI service: picks the engine from the configuration, applies the safety check, deadlines and
 * cancellation, and turns every failure into an `AiError`.
 */
import { randomInt } from 'node:crypto';
import {
  MAX_CHAT_REPLY_CHARS,
  type AiStatus,
  type Book,
  type BookRequest,
  type ChatRequest,
  type SuggestionRequest,
  type SuggestionResponse,
} from '../../lib/ai/schemas';
import { readConfig, type ServerConfig } from '../config';
import { withCallDeadline } from './call-deadline';
import { AiError, describeForLog, toAiError } from './errors';
import { LIBRARY } from './builtin/library';
import { splitIntoPieces, type Library } from './builtin/engine';
import { keepToBody } from './builtin/suggest';
import { createEngine, type EngineChoice } from './providers/create-engine';
import type { AiEngine } from './providers/types';
import { selectRecentTurns } from './history';
import { assessMessage, safetyModels, safetyNoteFor, safetyReplyFor } from './safety';

let cachedChoice: { key: string; choice: EngineChoice } | undefined;
let libraryOverride: Library | undefined;

/** Replaces the bundled library (tests); `undefined` restores it. */
export function setLibraryForTests(library: Library | undefined): void {
  libraryOverride = library;
  cachedChoice = undefined;
}

function configKey(config: ServerConfig): string {
  return JSON.stringify([
    config.provider,
    config.unknownProvider,
    config.model,
    config.googleApiKey,
    config.googleBaseUrl,
    config.baseUrl,
    config.apiKey,
    config.historyTurns,
    config.maxRetries,
    config.structuredOutputs,
  ]);
}

/** The engine for a configuration, built once per distinct configuration; logs a problem once. */
export function getEngineChoice(config: ServerConfig = readConfig()): EngineChoice {
  const key = configKey(config);
  if (cachedChoice?.key !== key) {
    const library = libraryOverride ?? LIBRARY;
    const choice = createEngine(config, library);
    if (choice.problem !== undefined) {
      const selected = config.unknownProvider === undefined ? config.provider : 'AI_PROVIDER';
      console.error(
        `[ai] ${selected} is selected but misconfigured: ${choice.problem}. AI requests answer 503 until it is fixed.`,
      );
    } else {
      console.info(`[ai] answering with ${choice.engine.provider} (${choice.engine.model})`);
    }
    cachedChoice = { key, choice };
  }
  return cachedChoice.choice;
}

function requireEngine(config: ServerConfig): AiEngine {
  const choice = getEngineChoice(config);
  if (choice.engine === undefined)
    throw new AiError(503, `The AI service is not configured: ${choice.problem}.`);
  return choice.engine;
}

/** A call's abort signal: the visitor leaving or our deadline, whichever comes first. */
interface CallScope {
  signal: AbortSignal;
  /** When the deadline falls, ms since the epoch. */
  readonly deadlineAt: number;
  toError(error: unknown): AiError;
  /** Rejects as soon as the signal aborts, so a deadline holds even if a provider ignores it. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Sets a new deadline `timeoutMs` from now (a chat's idle limit after each piece). */
  restart(timeoutMs: number): void;
  dispose(): void;
}

function openCallScope(
  requestSignal: AbortSignal | undefined,
  timeoutMs: number,
  model: string,
): CallScope {
  const deadline = new AbortController();
  let limitMs = timeoutMs;
  let deadlineAt = Date.now() + timeoutMs;
  const arm = () =>
    setTimeout(() => deadline.abort(new DOMException('deadline passed', 'TimeoutError')), limitMs);
  let timer = arm();
  const signal =
    requestSignal === undefined
      ? deadline.signal
      : AbortSignal.any([requestSignal, deadline.signal]);
  const toError = (error: unknown) =>
    toAiError(
      error,
      {
        isTimedOut: deadline.signal.aborted,
        isClientGone: requestSignal?.aborted === true,
        timeoutMs: limitMs,
      },
      model,
    );
  return {
    signal,
    get deadlineAt() {
      return deadlineAt;
    },
    toError,
    race<T>(promise: Promise<T>) {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    restart(nextMs) {
      clearTimeout(timer);
      limitMs = nextMs;
      deadlineAt = Date.now() + nextMs;
      timer = arm();
    },
    dispose: () => clearTimeout(timer),
  };
}

/** Runs a provider call inside its scope: its deadline known to the provider fetch, errors mapped. */
async function within<T>(scope: CallScope, call: () => Promise<T>): Promise<T> {
  try {
    return await scope.race(withCallDeadline(scope.deadlineAt, call));
  } catch (error) {
    throw scope.toError(error);
  } finally {
    scope.dispose();
  }
}

async function* streamText(text: string): AsyncGenerator<string> {
  yield* splitIntoPieces(text);
}

/**
 * The gate's note (when it has one) as a paragraph of its own before the reply: a person who may be in
 * danger reads the helplines first, before any teaching on death or endurance (issue 41).
 */
async function* followedBy(
  pieces: AsyncIterable<string>,
  note: string | undefined,
): AsyncGenerator<string> {
  if (note !== undefined) yield `${note}\n\n`;
  yield* pieces;
}

/** A chat reply under way: its text stream, and whether it is Stillwell's care rather than a persona reply. */
export interface ChatReply {
  readonly stream: ReadableStream<string>;
  /** The message showed danger or abuse: the reply is the safety gate's guidance (safety/index.ts). */
  readonly isCare: boolean;
}

/**
 * Starts a chat reply and resolves once its first piece has arrived (so provider failures become
 * proper error statuses); the stream then carries the rest. The first piece has `timeouts.chat`, each
 * later one `timeouts.chatIdle` (issue 23: a slow but steady reply is never cut for its length). A
 * reply is cut at MAX_CHAT_REPLY_CHARS, the model then cancelled. A stream that breaks after it began
 * errors; the route ends the response as a cut reply (http.ts).
 */
export async function startChat(
  request: ChatRequest,
  requestSignal?: AbortSignal,
  config: ServerConfig = readConfig(),
): Promise<ChatReply> {
  const last = request.messages.at(-1)?.content ?? '';
  // The safety gate runs before any provider is called (docs/ai.md#safety).
  const verdict = await assessMessage(last);
  const care = safetyReplyFor(verdict);
  const engine = care === undefined ? requireEngine(config) : undefined;
  const scope = openCallScope(requestSignal, config.timeouts.chat, engine?.model ?? '');
  const messages = selectRecentTurns(request.messages, config.historyTurns);
  const pieces =
    engine === undefined
      ? streamText(care ?? '')
      : followedBy(
          engine.streamChat(
            { persona: request.persona, messages, variety: randomInt(1, 2 ** 31) },
            scope.signal,
          ),
          safetyNoteFor(verdict, request.messages),
        );
  const iterator = pieces[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await scope.race(withCallDeadline(scope.deadlineAt, () => iterator.next()));
  } catch (error) {
    scope.dispose();
    void iterator.return?.(undefined).catch(() => undefined);
    throw scope.toError(error);
  }
  if (first.done === true) {
    scope.dispose();
    throw scope.signal.aborted
      ? scope.toError(scope.signal.reason)
      : new AiError(502, 'The AI model returned an empty reply. Please try again.');
  }
  let sent = 0;
  const stop = () => {
    scope.dispose();
    void iterator.return?.(undefined).catch(() => undefined);
  };
  const stream = new ReadableStream<string>({
    start(controller) {
      scope.restart(config.timeouts.chatIdle);
      sent = first.value.length;
      controller.enqueue(first.value.slice(0, MAX_CHAT_REPLY_CHARS));
      if (sent >= MAX_CHAT_REPLY_CHARS) {
        stop();
        controller.close();
      }
    },
    async pull(controller) {
      try {
        const next = await scope.race(iterator.next());
        if (next.done === true) {
          scope.dispose();
          if (scope.signal.aborted) throw scope.signal.reason;
          controller.close();
          return;
        }
        scope.restart(config.timeouts.chatIdle);
        controller.enqueue(next.value.slice(0, MAX_CHAT_REPLY_CHARS - sent));
        sent += next.value.length;
        // The server sends at most MAX_CHAT_REPLY_CHARS, and the chat keeps no more (issue 23).
        if (sent >= MAX_CHAT_REPLY_CHARS) {
          stop();
          controller.close();
        }
      } catch (error) {
        stop();
        const mapped = scope.toError(error);
        // A visitor who leaves (or presses Stop) is not a failure.
        if (mapped.status !== 499)
          console.error(`[ai] chat stream ended early: ${describeForLog(mapped)}`);
        controller.error(mapped);
      }
    },
    async cancel() {
      scope.dispose();
      await iterator.return?.(undefined);
    },
  });
  return { stream, isCare: care !== undefined };
}

/** Answers a suggestion request with exactly 6 items. */
export async function suggest(
  request: SuggestionRequest,
  requestSignal?: AbortSignal,
  config: ServerConfig = readConfig(),
): Promise<SuggestionResponse> {
  const engine = requireEngine(config);
  const scope = openCallScope(requestSignal, config.timeouts.suggestions, engine.model);
  const items = await within(scope, () => engine.suggest(request, scope.signal));
  // docs/tools/planners.md#level-and-limits: a model's answer is held to the visitor's level and
  // limits here too, and refilled from the built-in suggestions (the built-in guide keeps to them itself)
  return {
    items:
      engine.provider === 'builtin'
        ? items
        : keepToBody(libraryOverride ?? LIBRARY, request, items),
  };
}

/** Answers a book request with a validated book. */
export async function writeBook(
  request: BookRequest,
  requestSignal?: AbortSignal,
  config: ServerConfig = readConfig(),
): Promise<Book> {
  const engine = requireEngine(config);
  const scope = openCallScope(requestSignal, config.timeouts.book, engine.model);
  return within(scope, () => engine.writeBook(request, scope.signal));
}

/**
 * Who answers, for `GET /api/ai/status` (provider and model only, never a key or URL). An unknown
 * AI_PROVIDER is reported as `unknown`, its value never echoed (issue 23).
 */
export function getStatus(config: ServerConfig = readConfig()): AiStatus {
  const choice = getEngineChoice(config);
  // The server asks the status once at start: the safety gate starts training just after, so the first
  // chat does not wait for it (it yields to requests while it trains).
  setImmediate(() => void safetyModels());
  if (choice.engine !== undefined)
    return { provider: choice.engine.provider, model: choice.engine.model, ready: true };
  return config.unknownProvider === undefined
    ? { provider: config.provider, model: config.model, ready: false, problem: choice.problem }
    : { provider: 'unknown', model: '', ready: false, problem: choice.problem };
}
