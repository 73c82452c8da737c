/**
 * The persona chat, as a pure machine shared by the four chats (docs/tools/chats.md#behaviour, #validation, #errors). Time enters as `now` on every event; the hook (use-chat.ts) performs the
 * request the state asks for (`outgoing`) and reports back what happened.
 *
 * - Sending needs trimmed text and no reply under way; it appends the visitor's message, clears the
 *   input and waits for the reply, which then streams in and is appended when complete.
 * - Stop keeps what has arrived, marked as stopped; a new conversation goes back to the single greeting.
 * - A reply whose stream breaks after its first words (the server restarting, a dropped connection) is
 *   kept as far as it came, marked as cut off, never sent back to the model, and offers retry while it
 *   is the last message; one cut before any words is a failure like any other.
 * - A reply is kept to MAX_CHAT_REPLY_CHARS, as many as the server sends; message lengths are counted
 *   in code points, as the server counts them (countChars).
 * - A failure appends the persona's in-character message, chosen by where it failed: the server
 *   answered with an error (in-call) or could not be reached (outer); retry asks again.
 * - Crisis care from the server is kept as its own kind of message, never as the persona's reply.
 * - The conversation is bounded to MAX_STORED_MESSAGES; the oldest messages go first.
 */
import { describeRetryAfter, type AiFailure } from '../ai/client';
import {
  MAX_BODY_BYTES,
  MAX_CHAT_REPLY_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_TURNS,
  countChars,
  sliceChars,
} from '../ai/answers';
import type { ChatRequest } from '../ai/schemas';
import type { ChatEntry, MessageKind } from './messages';
import type { ChatPersonaTexts } from './persona';

/**
 * Most messages a conversation keeps (and stores); past it the oldest are dropped. 100 messages is
 * about 50 exchanges, several times what the model is shown (the server sends the last 12 turns by
 * default), and at most a few hundred KB of storage per persona.
 */
export const MAX_STORED_MESSAGES = 100;

/** Waits longer than this (s) are a daily budget, not a short rate window. */
const LONG_WAIT_SEC = 3600;

/** Room left in a request body for the turns (MAX_BODY_BYTES less the envelope). */
const REQUEST_TURN_BYTES = MAX_BODY_BYTES - 512;

/** Where the reply is: none under way, waiting for its first words, or streaming in. */
export type ChatPhase = 'idle' | 'waiting' | 'streaming';

/** A request the hook should perform; a new `requestId` means a new request. */
export interface OutgoingRequest {
  readonly requestId: number;
  readonly body: ChatRequest;
}

/** Everything the chat knows. */
export interface ChatState {
  readonly persona: ChatPersonaTexts;
  /** The conversation, oldest first (starts with the greeting). */
  readonly messages: readonly ChatEntry[];
  /** The message box's text. */
  readonly draft: string;
  readonly phase: ChatPhase;
  /** The reply so far while streaming. */
  readonly streamText: string;
  /** The streaming reply is crisis care. */
  readonly isCareStream: boolean;
  readonly outgoing: OutgoingRequest | null;
  /** Requests made so far (the next one's id is this plus one). */
  readonly requestCount: number;
  /** The last request's failure, until the next request or a new conversation. */
  readonly failure: AiFailure | null;
  readonly isOnline: boolean;
  /** A send was refused because the browser is offline (the text stays in the box). */
  readonly isSendBlocked: boolean;
  /** The stored conversation has been read (timestamps are shown from then on). */
  readonly isRestored: boolean;
  /**
   * The stored conversation could not be read and was set aside by the storage module (the data page
   * lists it); said until the next message or a new conversation.
   */
  readonly isHistorySetAside: boolean;
  /** The latest complete reply for screen readers, once. */
  readonly announcement: { readonly id: string; readonly text: string } | null;
  /** Who answers ('Built-in guide' or the model's name), once known. */
  readonly answeredBy: string | null;
  /** Messages created so far (message ids). */
  readonly messageCount: number;
}

/** Events; every one carries the wall time `now` (ms). */
export type ChatEvent =
  | {
      type: 'restore';
      messages: readonly ChatEntry[];
      /** The stored value was unreadable and kept aside (storage status 'recovered'). */
      isSetAside: boolean;
      isOnline: boolean;
      now: number;
    }
  | { type: 'edit'; text: string; now: number }
  | { type: 'send'; now: number }
  | { type: 'text'; requestId: number; text: string; isCare: boolean; now: number }
  | { type: 'reply'; requestId: number; text: string; isCare: boolean; now: number }
  | { type: 'fail'; requestId: number; failure: AiFailure; now: number }
  | { type: 'stop'; now: number }
  | { type: 'retry'; now: number }
  | { type: 'reset'; now: number }
  | { type: 'connectivity'; isOnline: boolean; now: number }
  | { type: 'answerer'; label: string; now: number };

const GREETING_ID = 'greeting';

/**
 * The greeting, stamped `now`. why one id for every greeting: the id is the list's key, so the first
 * restore (and a new conversation) updates the greeting's bubble in place rather than rebuilding it;
 * no other message's id can be 'greeting' (theirs start with their type, see withMessage).
 */
function greetingOf(persona: ChatPersonaTexts, now: number): ChatEntry {
  return { id: GREETING_ID, type: persona.id, content: persona.greeting, timestamp: now };
}

/**
 * The state before storage is read: the greeting alone, with no time yet (the server renders this, so
 * it must not depend on the clock).
 */
export function initialChatState(persona: ChatPersonaTexts): ChatState {
  return {
    persona,
    messages: [greetingOf(persona, 0)],
    draft: '',
    phase: 'idle',
    streamText: '',
    isCareStream: false,
    outgoing: null,
    requestCount: 0,
    failure: null,
    isOnline: true,
    isSendBlocked: false,
    isRestored: false,
    isHistorySetAside: false,
    announcement: null,
    answeredBy: null,
    messageCount: 0,
  };
}

/** The last MAX_STORED_MESSAGES messages. */
export function boundMessages(messages: readonly ChatEntry[]): readonly ChatEntry[] {
  return messages.length > MAX_STORED_MESSAGES ? messages.slice(-MAX_STORED_MESSAGES) : messages;
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The request body for a conversation that ends with the visitor's message: the persona's replies and
 * the visitor's messages (never care, failure or cut-off messages), newest first until MAX_TURNS turns or the
 * body limit, each cut to MAX_MESSAGE_CHARS, opening with the visitor. Returns null when there is no
 * visitor message to answer.
 */
export function buildChatRequest(
  persona: ChatPersonaTexts,
  messages: readonly ChatEntry[],
): ChatRequest | null {
  const turns: ChatRequest['messages'] = [];
  let bytes = 0;
  for (let index = messages.length - 1; index >= 0 && turns.length < MAX_TURNS; index -= 1) {
    const message = messages[index];
    // docs/tools/chats.md#errors: a reply cut off part-way is not something the persona finished saying.
    if (message === undefined || message.kind !== undefined || message.cut === true) continue;
    const content = sliceChars(message.content.trim(), MAX_MESSAGE_CHARS).trim();
    if (content === '') continue;
    const role = message.type === 'user' ? 'user' : 'assistant';
    if (turns.length === 0 && role !== 'user') return null;
    const turn = { role, content } as const;
    bytes += utf8Bytes(JSON.stringify(turn)) + 1;
    if (turns.length > 0 && bytes > REQUEST_TURN_BYTES) break;
    turns.unshift(turn);
  }
  // The model's history opens with the visitor (server/ai/history.ts does the same): the greeting and
  // other leading replies would only cost bytes.
  while (turns[0]?.role === 'assistant') turns.shift();
  return turns.length === 0 ? null : { persona: persona.id, messages: turns };
}

function withMessage(
  state: ChatState,
  message: Omit<ChatEntry, 'id'>,
): Pick<ChatState, 'messages' | 'messageCount'> & { added: ChatEntry } {
  const count = state.messageCount + 1;
  const added: ChatEntry = { id: `${message.type}-${message.timestamp}-${count}`, ...message };
  return { messages: boundMessages([...state.messages, added]), messageCount: count, added };
}

/** A request for the conversation as it stands, or the state unchanged when there is nothing to ask. */
function request(state: ChatState, messages: readonly ChatEntry[]): ChatState {
  const body = buildChatRequest(state.persona, messages);
  if (body === null) return state;
  const requestId = state.requestCount + 1;
  return {
    ...state,
    messages,
    phase: 'waiting',
    streamText: '',
    isCareStream: false,
    outgoing: { requestId, body },
    requestCount: requestId,
    failure: null,
    isSendBlocked: false,
    isHistorySetAside: false,
  };
}

/** How a reply that did not come in whole ended: the visitor stopped it, or its stream broke. */
type PartialEnding = 'stopped' | 'cut';

/** The words said after a partial reply, on screen and to screen readers. */
export const CUT_NOTE = 'This reply was cut off.';

/**
 * The reply (or crisis care) appended, the request over, and the reply announced once; `ending`
 * marks a reply that stopped part-way.
 */
function finishWith(
  state: ChatState,
  text: string,
  isCare: boolean,
  now: number,
  ending?: PartialEnding,
): ChatState {
  const content = sliceChars(text.trim(), MAX_CHAT_REPLY_CHARS);
  const idle: ChatState = {
    ...state,
    phase: 'idle',
    streamText: '',
    isCareStream: false,
    outgoing: null,
  };
  if (content === '') return idle;
  const kind: MessageKind | undefined = isCare ? 'care' : undefined;
  const next = withMessage(state, {
    type: state.persona.id,
    content,
    timestamp: now,
    ...(kind === undefined ? {} : { kind }),
    ...(ending === 'stopped' ? { stopped: true as const } : {}),
    ...(ending === 'cut' ? { cut: true as const } : {}),
  });
  const suffix = ending === 'stopped' ? ' (stopped)' : ending === 'cut' ? ` ${CUT_NOTE}` : '';
  return {
    ...idle,
    messages: next.messages,
    messageCount: next.messageCount,
    announcement: {
      id: next.added.id,
      text: `${isCare ? content : `${state.persona.name}: ${content}`}${suffix}`,
    },
  };
}

/** A visitor-facing line about a failure, beside the persona's in-character message. */
export function describeFailure(failure: AiFailure): string {
  switch (failure.kind) {
    case 'offline':
      return 'You are offline. Your message is kept; try again when you are back online.';
    case 'unreachable':
      return 'Stillwell’s server could not be reached. Check your connection and try again.';
    case 'rate-limited':
      // A daily budget's wait is hours long: the server's own words (come back tomorrow) say it best.
      return (failure.retryAfterSec ?? 0) > LONG_WAIT_SEC
        ? failure.message
        : `Many messages have been sent in a short time. ${describeRetryAfter(failure.retryAfterSec)}`;
    case 'unavailable':
      return failure.retryAfterSec === undefined
        ? failure.message
        : `${failure.message} ${describeRetryAfter(failure.retryAfterSec)}`;
    default:
      return failure.message;
  }
}

/** The conversation ends with a reply cut off part-way (its note offers retry). */
function endsCut(messages: readonly ChatEntry[]): boolean {
  return messages.at(-1)?.cut === true;
}

function isCurrent(state: ChatState, requestId: number): boolean {
  return state.outgoing !== null && state.outgoing.requestId === requestId;
}

/** The next state. */
export function transition(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'restore': {
      const stored = boundMessages(event.messages);
      const isKept = state.phase === 'idle' && stored.length > 0;
      return {
        ...state,
        messages: isKept ? stored : [greetingOf(state.persona, event.now)],
        isOnline: event.isOnline,
        isRestored: true,
        isHistorySetAside: event.isSetAside,
      };
    }
    case 'edit':
      return { ...state, draft: event.text, isSendBlocked: false };
    case 'send': {
      // docs/tools/chats.md#validation: trimmed text and no reply under way; offline, the text stays in the box.
      const content = state.draft.trim();
      if (state.phase !== 'idle' || content === '' || countChars(content) > MAX_MESSAGE_CHARS)
        return state;
      if (!state.isOnline) return { ...state, isSendBlocked: true };
      const next = withMessage(state, { type: 'user', content, timestamp: event.now });
      return {
        ...request({ ...state, messageCount: next.messageCount }, next.messages),
        draft: '',
      };
    }
    case 'text':
      if (!isCurrent(state, event.requestId)) return state;
      return {
        ...state,
        phase: 'streaming',
        streamText: sliceChars(event.text, MAX_CHAT_REPLY_CHARS),
        isCareStream: event.isCare,
      };
    case 'reply':
      if (!isCurrent(state, event.requestId)) return state;
      return { ...finishWith(state, event.text, event.isCare, event.now), failure: null };
    case 'fail': {
      if (!isCurrent(state, event.requestId) || event.failure.kind === 'aborted') return state;
      const { failure } = event;
      // docs/tools/chats.md#errors: a reply cut off after its first words keeps them, marked as cut off (its
      // note offers retry); with no words yet it is a failure like the others.
      if (failure.kind === 'cut' && state.streamText.trim() !== '')
        return {
          ...finishWith(state, state.streamText, state.isCareStream, event.now, 'cut'),
          failure: null,
        };
      // docs/tools/chats.md#errors: the in-call message when the server answered with an error, the outer one when
      // it could not be reached.
      const content = failure.hasReachedServer
        ? state.persona.failure.inCall
        : state.persona.failure.outer;
      const next = withMessage(state, {
        type: state.persona.id,
        content,
        timestamp: event.now,
        kind: 'failure',
      });
      return {
        ...state,
        messages: next.messages,
        messageCount: next.messageCount,
        phase: 'idle',
        streamText: '',
        isCareStream: false,
        outgoing: null,
        failure,
        announcement: {
          id: next.added.id,
          text: `${state.persona.name}: ${content} ${describeFailure(failure)}`,
        },
      };
    }
    case 'stop':
      if (state.phase === 'idle') return state;
      return finishWith(state, state.streamText, state.isCareStream, event.now, 'stopped');
    case 'retry': {
      if (state.phase !== 'idle' || (state.failure === null && !endsCut(state.messages)))
        return state;
      if (!state.isOnline) return { ...state, isSendBlocked: true };
      const last = state.messages.at(-1);
      const messages = last?.kind === 'failure' ? state.messages.slice(0, -1) : state.messages;
      return request(state, messages);
    }
    case 'reset':
      return {
        ...state,
        messages: [greetingOf(state.persona, event.now)],
        phase: 'idle',
        streamText: '',
        isCareStream: false,
        outgoing: null,
        failure: null,
        isSendBlocked: false,
        isHistorySetAside: false,
        announcement: null,
      };
    case 'connectivity':
      return {
        ...state,
        isOnline: event.isOnline,
        isSendBlocked: event.isOnline ? false : state.isSendBlocked,
      };
    case 'answerer':
      return { ...state, answeredBy: event.label };
  }
}

/** What the screen shows. */
export interface ChatView {
  readonly messages: readonly ChatEntry[];
  readonly draft: string;
  /** A reply is under way: the input is disabled and sending is blocked (docs/tools/chats.md#behaviour). */
  readonly isPending: boolean;
  /** Waiting for the first words: the typing indicator shows. */
  readonly isTyping: boolean;
  /** The reply so far while it streams in. */
  readonly streaming: { readonly text: string; readonly isCare: boolean } | null;
  readonly canSend: boolean;
  /** The trimmed draft is over MAX_MESSAGE_CHARS: it stays in the box, and Send waits for a shorter one. */
  readonly isTooLong: boolean;
  /** The last request failed: a line saying why, and a retry. */
  readonly failureNotice: string | null;
  /**
   * There is something a new conversation would erase (more than the greeting, or a reply under way):
   * New conversation asks first.
   */
  readonly hasConversation: boolean;
  readonly canRetry: boolean;
  /** The id of the last message when it was cut off and can be asked again (its note shows Try again). */
  readonly retryCutId: string | null;
  readonly isOffline: boolean;
  readonly isSendBlocked: boolean;
  readonly hasTimes: boolean;
  readonly isHistorySetAside: boolean;
  readonly announcement: ChatState['announcement'];
  readonly answeredBy: string | null;
}

/** The view of a state. */
export function viewOf(state: ChatState): ChatView {
  const isPending = state.phase !== 'idle';
  const content = state.draft.trim();
  const isTooLong = countChars(content) > MAX_MESSAGE_CHARS;
  return {
    messages: state.messages,
    draft: state.draft,
    isPending,
    isTyping: state.phase === 'waiting',
    streaming:
      state.phase === 'streaming' ? { text: state.streamText, isCare: state.isCareStream } : null,
    canSend: !isPending && content !== '' && !isTooLong,
    isTooLong,
    failureNotice: state.failure === null ? null : describeFailure(state.failure),
    hasConversation: isPending || state.messages.length > 1,
    canRetry: state.failure !== null && !isPending,
    retryCutId:
      !isPending && state.failure === null && endsCut(state.messages)
        ? (state.messages.at(-1)?.id ?? null)
        : null,
    isOffline: !state.isOnline,
    isSendBlocked: state.isSendBlocked,
    hasTimes: state.isRestored,
    isHistorySetAside: state.isHistorySetAside,
    announcement: state.announcement,
    answeredBy: state.answeredBy,
  };
}
