import { describe, expect, it } from 'vitest';
import type { AiFailure } from '../ai/client';
import {
  MAX_BODY_BYTES,
  MAX_CHAT_REPLY_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_TURNS,
  chatMessageSchema,
  chatRequestSchema,
  countChars,
} from '../ai/schemas';
import { isChatEntry } from './messages';
import {
  MAX_STORED_MESSAGES,
  buildChatRequest,
  initialChatState,
  transition,
  viewOf,
  type ChatEvent,
  type ChatState,
} from './machine';
import type { ChatEntry } from './messages';
import type { ChatPersonaTexts } from './persona';

const PERSONA: ChatPersonaTexts = {
  id: 'krishna',
  name: 'Krishna',
  greeting: 'Welcome, my friend.',
  failure: {
    inCall: 'The winds disturb us. Speak again.',
    outer: 'Something blocks us. Try again.',
  },
};

const T0 = new Date('2026-11-22T09:00:00Z').getTime();

type Untimed = ChatEvent extends infer E ? (E extends ChatEvent ? Omit<E, 'now'> : never) : never;

/** Runs events one second apart from T0. */
function run(state: ChatState, ...events: Untimed[]): ChatState {
  return events.reduce<ChatState>(
    (current, event, index) =>
      transition(current, { ...event, now: T0 + index * 1000 } as ChatEvent),
    state,
  );
}

function restored(messages: readonly ChatEntry[] = []): ChatState {
  return run(initialChatState(PERSONA), {
    type: 'restore',
    messages,
    isSetAside: false,
    isOnline: true,
  });
}

function sent(text: string, state = restored()): ChatState {
  return run(state, { type: 'edit', text }, { type: 'send' });
}

function failure(overrides: Partial<AiFailure>): AiFailure {
  return {
    kind: 'upstream',
    message: 'The AI provider had an error (500). Please try again.',
    hasReachedServer: true,
    ...overrides,
  };
}

function entry(
  index: number,
  type: ChatEntry['type'] = 'user',
  kind?: ChatEntry['kind'],
): ChatEntry {
  return {
    id: `m${index}`,
    type,
    content: `message ${index}`,
    timestamp: T0 + index,
    ...(kind === undefined ? {} : { kind }),
  };
}

describe('chat machine: start and restore', () => {
  it('starts with the single greeting and no time (the server renders it)', () => {
    const view = viewOf(initialChatState(PERSONA));
    expect(view.messages.map((message) => [message.type, message.content])).toEqual([
      ['krishna', 'Welcome, my friend.'],
    ]);
    expect(view.hasTimes).toBe(false);
    expect(view.isPending).toBe(false);
  });

  it('restores a stored conversation after mount, and times show from then on', () => {
    const stored = [entry(1), entry(2, 'krishna')];
    const view = viewOf(restored(stored));
    expect(view.messages).toEqual(stored);
    expect(view.hasTimes).toBe(true);
  });

  it('an empty store starts from the greeting, stamped with the time of the visit', () => {
    const [greeting] = restored().messages;
    expect(greeting).toMatchObject({
      type: 'krishna',
      content: 'Welcome, my friend.',
      timestamp: T0,
    });
  });

  it('the greeting keeps its id (the list key) from the server render through the restore and a new conversation', () => {
    const [served] = initialChatState(PERSONA).messages;
    const [visited] = restored().messages;
    const [renewed] = run(sent('Hello'), { type: 'reset' }).messages;
    expect(visited?.id).toBe(served?.id);
    expect(renewed?.id).toBe(served?.id);
    expect(sent('Hello').messages.filter((message) => message.id === served?.id)).toHaveLength(1);
  });

  it('an unreadable stored conversation (set aside by storage) starts afresh and says so until the next message or a new conversation', () => {
    const setAside = run(initialChatState(PERSONA), {
      type: 'restore',
      messages: [],
      isSetAside: true,
      isOnline: true,
    });
    expect(viewOf(setAside).isHistorySetAside).toBe(true);
    expect(setAside.messages).toHaveLength(1);
    expect(viewOf(run(setAside, { type: 'edit', text: 'x' })).isHistorySetAside).toBe(true);
    expect(viewOf(sent('Hello', setAside)).isHistorySetAside).toBe(false);
    expect(viewOf(run(setAside, { type: 'reset' })).isHistorySetAside).toBe(false);
    expect(viewOf(restored()).isHistorySetAside).toBe(false);
  });

  it(`keeps only the newest ${MAX_STORED_MESSAGES} messages of an over-long stored conversation`, () => {
    const stored = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, index) => entry(index));
    const { messages } = restored(stored);
    expect(messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(messages[0]?.id).toBe('m5');
  });
});

describe('chat machine: send rules (docs/tools/chats.md#behaviour, #validation)', () => {
  it('sending appends the trimmed message, clears the input and waits for the reply', () => {
    const state = sent('  What is dharma?  \n');
    const view = viewOf(state);
    expect(view.messages.at(-1)).toMatchObject({
      type: 'user',
      content: 'What is dharma?',
      timestamp: T0 + 1000,
    });
    expect(view.draft).toBe('');
    expect(view.isPending).toBe(true);
    expect(view.isTyping).toBe(true);
    expect(state.outgoing?.body).toEqual({
      persona: 'krishna',
      messages: [{ role: 'user', content: 'What is dharma?' }],
    });
  });

  it.each(['', '   ', '\n\t '])('blank text %j sends nothing', (text) => {
    const before = run(restored(), { type: 'edit', text });
    const after = run(before, { type: 'send' });
    expect(after).toBe(before);
    expect(viewOf(before).canSend).toBe(false);
  });

  it('while a reply is pending, sending is blocked and what is typed stays', () => {
    const pending = run(sent('First'), { type: 'edit', text: 'Second' });
    const after = run(pending, { type: 'send' });
    expect(after.messages).toEqual(pending.messages);
    expect(after.outgoing).toBe(pending.outgoing);
    expect(viewOf(after).draft).toBe('Second');
    expect(viewOf(after).canSend).toBe(false);
  });

  it('a message over the limit is not sent, stays whole in the box and is flagged; at the limit it goes', () => {
    const long = `  ${'a'.repeat(MAX_MESSAGE_CHARS + 1)}  `;
    const state = run(restored(), { type: 'edit', text: long }, { type: 'send' });
    expect(state.outgoing).toBeNull();
    expect(state.messages).toHaveLength(1);
    expect(viewOf(state)).toMatchObject({ draft: long, isTooLong: true, canSend: false });
    const atLimit = run(state, { type: 'edit', text: ` ${'a'.repeat(MAX_MESSAGE_CHARS)} ` });
    expect(viewOf(atLimit)).toMatchObject({ isTooLong: false, canSend: true });
    expect(run(atLimit, { type: 'send' }).outgoing).not.toBeNull();
  });

  it('offline, a send keeps the text in the box and says so; back online it can be sent', () => {
    const offline = run(
      restored(),
      { type: 'connectivity', isOnline: false },
      { type: 'edit', text: 'Hello' },
      { type: 'send' },
    );
    expect(viewOf(offline)).toMatchObject({
      draft: 'Hello',
      isOffline: true,
      isSendBlocked: true,
      isPending: false,
    });
    expect(offline.messages).toHaveLength(1);
    const online = run(offline, { type: 'connectivity', isOnline: true }, { type: 'send' });
    expect(viewOf(online).isSendBlocked).toBe(false);
    expect(online.messages.at(-1)?.content).toBe('Hello');
  });
});

describe('chat machine: the reply', () => {
  it('streams in, then is appended and announced once, complete', () => {
    const waiting = sent('Hello');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const streaming = run(
      waiting,
      { type: 'text', requestId, text: 'Dear ', isCare: false },
      { type: 'text', requestId, text: 'Dear friend,', isCare: false },
    );
    expect(viewOf(streaming)).toMatchObject({
      isTyping: false,
      isPending: true,
      streaming: { text: 'Dear friend,', isCare: false },
    });
    expect(streaming.announcement).toBeNull();
    const done = run(streaming, {
      type: 'reply',
      requestId,
      text: 'Dear friend, be calm.',
      isCare: false,
    });
    const view = viewOf(done);
    expect(view.messages.at(-1)).toMatchObject({
      type: 'krishna',
      content: 'Dear friend, be calm.',
    });
    expect(view.messages.at(-1)?.kind).toBeUndefined();
    expect(view).toMatchObject({
      isPending: false,
      streaming: null,
      announcement: { text: 'Krishna: Dear friend, be calm.' },
    });
  });

  it('crisis care is kept as care, announced without the persona name, and never sent back as the persona’s words', () => {
    const waiting = sent('I want to end my life');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const cared = run(waiting, {
      type: 'reply',
      requestId,
      text: 'Please call 988.',
      isCare: true,
    });
    expect(cared.messages.at(-1)).toMatchObject({
      type: 'krishna',
      kind: 'care',
      content: 'Please call 988.',
    });
    expect(cared.announcement?.text).toBe('Please call 988.');
    const next = sent('Thank you', cared);
    expect(next.outgoing?.body.messages).toEqual([
      { role: 'user', content: 'I want to end my life' },
      { role: 'user', content: 'Thank you' },
    ]);
  });

  it('ignores pieces and replies of a request that is no longer current', () => {
    const first = sent('One');
    const staleId = first.outgoing?.requestId ?? 0;
    const reset = run(first, { type: 'reset' });
    const after = run(
      reset,
      { type: 'text', requestId: staleId, text: 'late', isCare: false },
      { type: 'reply', requestId: staleId, text: 'late', isCare: false },
    );
    expect(after).toEqual(reset);
  });
});

describe('chat machine: failures (docs/tools/chats.md#errors)', () => {
  it('the server answered with an error: the in-call message, why, and a retry', () => {
    const waiting = sent('Hello');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const failed = run(waiting, { type: 'fail', requestId, failure: failure({}) });
    const view = viewOf(failed);
    expect(view.messages.at(-1)).toMatchObject({
      type: 'krishna',
      kind: 'failure',
      content: 'The winds disturb us. Speak again.',
    });
    expect(view).toMatchObject({
      isPending: false,
      canRetry: true,
      failureNotice: 'The AI provider had an error (500). Please try again.',
    });
    expect(failed.announcement?.text).toBe(
      'Krishna: The winds disturb us. Speak again. The AI provider had an error (500). Please try again.',
    );
  });

  it.each([
    ['offline', 'You are offline. Your message is kept; try again when you are back online.'],
    [
      'unreachable',
      'Stillwell’s server could not be reached. Check your connection and try again.',
    ],
  ] as const)('the server could not be reached (%s): the outer message', (kind, notice) => {
    const waiting = sent('Hello');
    const failed = run(waiting, {
      type: 'fail',
      requestId: waiting.outgoing?.requestId ?? 0,
      failure: failure({ kind, message: '', hasReachedServer: false }),
    });
    expect(failed.messages.at(-1)).toMatchObject({
      kind: 'failure',
      content: 'Something blocks us. Try again.',
    });
    expect(viewOf(failed).failureNotice).toBe(notice);
  });

  it('a 429 says when to try again', () => {
    const waiting = sent('Hello');
    const failed = run(waiting, {
      type: 'fail',
      requestId: waiting.outgoing?.requestId ?? 0,
      failure: failure({
        kind: 'rate-limited',
        status: 429,
        retryAfterSec: 30,
        message: 'Too many requests.',
      }),
    });
    expect(failed.messages.at(-1)?.content).toBe('The winds disturb us. Speak again.');
    expect(viewOf(failed).failureNotice).toBe(
      'Many messages have been sent in a short time. Please try again in 30 seconds.',
    );
  });

  it('a daily limit (hours away) gives the server’s own words', () => {
    const waiting = sent('Hello');
    const message = 'You have reached today’s limit of AI requests. Please come back tomorrow.';
    const failed = run(waiting, {
      type: 'fail',
      requestId: waiting.outgoing?.requestId ?? 0,
      failure: failure({ kind: 'rate-limited', retryAfterSec: 50_000, message }),
    });
    expect(viewOf(failed).failureNotice).toBe(message);
  });

  const CUT = failure({ kind: 'cut', message: 'The reply was cut off before it was complete.' });

  /** 'Hello' sent, `pieces` streamed in, then the stream cut. */
  function cutAfter(pieces: readonly string[], isCare = false): ChatState {
    const waiting = sent('Hello');
    const requestId = waiting.outgoing?.requestId ?? 0;
    return run(
      waiting,
      ...pieces.map((text) => ({ type: 'text', requestId, text, isCare }) as const),
      { type: 'fail', requestId, failure: CUT },
    );
  }

  it('a reply cut off mid-way keeps what arrived, marked as cut off, and announces it once with the note', () => {
    const cut = cutAfter(['Dear fr', 'Dear friend, be ']);
    expect(cut.messages.map((message) => message.content)).toEqual([
      'Welcome, my friend.',
      'Hello',
      'Dear friend, be',
    ]);
    const last = cut.messages.at(-1);
    expect(last).toEqual({
      id: expect.any(String),
      type: 'krishna',
      content: 'Dear friend, be',
      timestamp: T0 + 2000,
      cut: true,
    });
    expect(isChatEntry(last)).toBe(true);
    expect(cut.announcement).toEqual({
      id: last?.id,
      text: 'Krishna: Dear friend, be This reply was cut off.',
    });
    // The note under the reply offers Try again; no second failure line says the same.
    expect(viewOf(cut)).toMatchObject({
      streaming: null,
      isPending: false,
      failureNotice: null,
      canRetry: false,
      retryCutId: last?.id,
    });
  });

  it('crisis care cut off mid-way is kept as care, marked as cut off', () => {
    const cut = cutAfter(['Please call 988 now'], true);
    expect(cut.messages.at(-1)).toMatchObject({
      kind: 'care',
      content: 'Please call 988 now',
      cut: true,
    });
    expect(cut.announcement?.text).toBe('Please call 988 now This reply was cut off.');
  });

  it('a stream cut before any words (or only spaces) is a failure like the others', () => {
    for (const pieces of [[], ['  \n']]) {
      const cut = cutAfter(pieces);
      expect(cut.messages.at(-1)).toMatchObject({
        kind: 'failure',
        content: 'The winds disturb us. Speak again.',
      });
      expect(cut.messages.at(-1)?.cut).toBeUndefined();
      expect(viewOf(cut)).toMatchObject({
        failureNotice: 'The reply was cut off before it was complete.',
        canRetry: true,
        retryCutId: null,
      });
    }
  });

  it('retry after a cut reply asks the same question again, keeping the cut reply, which is not sent as an answer', () => {
    const cut = cutAfter(['Dear friend, be']);
    const retried = run(cut, { type: 'retry' });
    expect(retried.outgoing?.requestId).toBe((cut.outgoing?.requestId ?? 1) + 1);
    expect(retried.outgoing?.body.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(retried.messages.map((message) => message.content)).toEqual([
      'Welcome, my friend.',
      'Hello',
      'Dear friend, be',
    ]);
    expect(viewOf(retried)).toMatchObject({ isTyping: true, retryCutId: null });
    // Once a reply follows, the cut one no longer offers retry.
    const requestId = retried.outgoing?.requestId ?? 0;
    const answered = run(retried, {
      type: 'reply',
      requestId,
      text: 'Dear friend, be still.',
      isCare: false,
    });
    expect(viewOf(answered).retryCutId).toBeNull();
    expect(run(answered, { type: 'retry' })).toBe(answered);
  });

  it('a cut reply restored from storage still offers retry', () => {
    const stored: ChatEntry[] = [
      entry(1),
      { id: 'krishna-2', type: 'krishna', content: 'Dear fr', timestamp: T0 + 2, cut: true },
    ];
    const state = restored(stored);
    expect(viewOf(state).retryCutId).toBe('krishna-2');
    expect(run(state, { type: 'retry' }).outgoing?.body.messages).toEqual([
      { role: 'user', content: 'message 1' },
    ]);
  });

  it('an aborted call is not a failure', () => {
    const waiting = sent('Hello');
    const after = run(waiting, {
      type: 'fail',
      requestId: waiting.outgoing?.requestId ?? 0,
      failure: failure({ kind: 'aborted', message: '' }),
    });
    expect(after).toBe(waiting);
  });

  it('retry re-sends the last message in a new request, without the failure message', () => {
    const waiting = sent('Hello');
    const firstId = waiting.outgoing?.requestId ?? 0;
    const failed = run(waiting, { type: 'fail', requestId: firstId, failure: failure({}) });
    const retried = run(failed, { type: 'retry' });
    expect(retried.outgoing?.requestId).toBe(firstId + 1);
    expect(retried.outgoing?.body.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(retried.messages.map((message) => message.content)).toEqual([
      'Welcome, my friend.',
      'Hello',
    ]);
    expect(viewOf(retried)).toMatchObject({ isTyping: true, failureNotice: null, canRetry: false });
  });

  it('retry does nothing without a failure or while a reply is pending', () => {
    const idle = restored();
    expect(run(idle, { type: 'retry' })).toBe(idle);
    const waiting = sent('Hello');
    expect(run(waiting, { type: 'retry' })).toBe(waiting);
  });
});

describe('chat machine: stop and new conversation', () => {
  it('stop keeps what has arrived as the reply and ends the request', () => {
    const waiting = sent('Hello');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const stopped = run(
      waiting,
      { type: 'text', requestId, text: 'Dear friend, the', isCare: false },
      { type: 'stop' },
    );
    expect(stopped.outgoing).toBeNull();
    expect(stopped.messages.at(-1)).toMatchObject({
      type: 'krishna',
      content: 'Dear friend, the',
      stopped: true,
    });
    expect(isChatEntry(stopped.messages.at(-1))).toBe(true);
    expect(stopped.announcement?.text).toBe('Krishna: Dear friend, the (stopped)');
    expect(
      run(stopped, { type: 'reply', requestId, text: 'Dear friend, the rest.', isCare: false }),
    ).toBe(stopped);
  });

  it('stop before any words leaves the question unanswered and the input free', () => {
    const stopped = run(sent('Hello'), { type: 'stop' });
    expect(stopped.messages.map((message) => message.content)).toEqual([
      'Welcome, my friend.',
      'Hello',
    ]);
    expect(viewOf(stopped).isPending).toBe(false);
  });

  it('a finished reply is not marked as stopped', () => {
    const waiting = sent('Hello');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const done = run(waiting, { type: 'reply', requestId, text: 'Be still.', isCare: false });
    expect(done.messages.at(-1)).not.toHaveProperty('stopped');
  });

  it('New conversation asks first only when there is something to erase', () => {
    expect(viewOf(restored()).hasConversation).toBe(false);
    expect(viewOf(sent('Hello')).hasConversation).toBe(true);
    expect(viewOf(run(sent('Hello'), { type: 'reset' })).hasConversation).toBe(false);
  });

  it('a new conversation goes back to the single greeting, keeps what is typed and drops the request', () => {
    const waiting = run(sent('Hello'), { type: 'edit', text: 'half a thought' });
    const reset = run(waiting, { type: 'reset' });
    const view = viewOf(reset);
    expect(view.messages).toHaveLength(1);
    expect(view.messages[0]).toMatchObject({ type: 'krishna', content: 'Welcome, my friend.' });
    expect(view).toMatchObject({ draft: 'half a thought', isPending: false, failureNotice: null });
    expect(reset.outgoing).toBeNull();
  });
});

describe('chat machine: lengths counted as the server counts them', () => {
  it(`a message of ${MAX_MESSAGE_CHARS} emoji (twice as many UTF-16 units) is sendable on both sides`, () => {
    const emoji = '🪷'.repeat(MAX_MESSAGE_CHARS);
    expect(emoji.length).toBe(MAX_MESSAGE_CHARS * 2);
    expect(countChars(emoji)).toBe(MAX_MESSAGE_CHARS);
    const view = viewOf(run(restored(), { type: 'edit', text: emoji }));
    expect(view).toMatchObject({ canSend: true, isTooLong: false });
    expect(chatMessageSchema.safeParse({ role: 'user', content: emoji }).success).toBe(true);
  });

  it('one code point more is too long on both sides', () => {
    const over = '🪷'.repeat(MAX_MESSAGE_CHARS) + 'a';
    expect(viewOf(run(restored(), { type: 'edit', text: over }))).toMatchObject({
      canSend: false,
      isTooLong: true,
    });
    expect(chatMessageSchema.safeParse({ role: 'user', content: over }).success).toBe(false);
  });

  it(`keeps at most ${MAX_CHAT_REPLY_CHARS} characters of a reply, streamed or complete`, () => {
    const waiting = sent('Tell me everything');
    const requestId = waiting.outgoing?.requestId ?? 0;
    const huge = 'word '.repeat(60_000);
    const streaming = run(waiting, { type: 'text', requestId, text: huge, isCare: false });
    expect(viewOf(streaming).streaming?.text.length).toBe(MAX_CHAT_REPLY_CHARS);
    const done = run(waiting, { type: 'reply', requestId, text: huge, isCare: false });
    expect(done.messages.at(-1)?.content.length).toBeLessThanOrEqual(MAX_CHAT_REPLY_CHARS);
  });
});

describe('chat machine: bounded history', () => {
  it(`keeps at most ${MAX_STORED_MESSAGES} messages, dropping the oldest`, () => {
    let state = restored();
    for (let round = 0; round < 60; round += 1) {
      state = sent(`question ${round}`, state);
      state = run(state, {
        type: 'reply',
        requestId: state.outgoing?.requestId ?? 0,
        text: `answer ${round}`,
        isCare: false,
      });
    }
    expect(state.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(state.messages[0]?.content).toBe('question 10');
    expect(state.messages.at(-1)?.content).toBe('answer 59');
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(MAX_STORED_MESSAGES);
  });
});

describe('buildChatRequest', () => {
  it('sends replies and questions from the first question on, not care or failure messages, and passes the API schema', () => {
    const messages = [
      entry(0, 'krishna'),
      entry(1),
      entry(2, 'krishna', 'failure'),
      entry(3),
      entry(4, 'krishna', 'care'),
      entry(5, 'krishna'),
      entry(6),
    ];
    const body = buildChatRequest(PERSONA, messages);
    expect(body?.messages.map((turn) => `${turn.role}:${turn.content}`)).toEqual([
      'user:message 1',
      'user:message 3',
      'assistant:message 5',
      'user:message 6',
    ]);
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });

  it('never sends a reply cut off part-way as something the persona said (a stopped one it does)', () => {
    const messages: ChatEntry[] = [
      entry(1),
      { ...entry(2, 'krishna'), content: 'Dear fr', cut: true },
      entry(3),
      { ...entry(4, 'krishna'), content: 'Be st', stopped: true },
      entry(5),
    ];
    const body = buildChatRequest(PERSONA, messages);
    expect(body?.messages.map((turn) => `${turn.role}:${turn.content}`)).toEqual([
      'user:message 1',
      'user:message 3',
      'assistant:Be st',
      'user:message 5',
    ]);
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });

  it(`sends at most ${MAX_TURNS} turns, the newest`, () => {
    const messages = Array.from({ length: 70 }, (_, index) =>
      entry(index, index % 2 === 1 ? 'user' : 'krishna'),
    );
    const body = buildChatRequest(PERSONA, [...messages, entry(70)]);
    expect(body?.messages).toHaveLength(MAX_TURNS);
    expect(body?.messages.at(-1)?.content).toBe('message 70');
  });

  it('cuts long replies to the message limit and stays under the body limit', () => {
    const long = (index: number, type: ChatEntry['type']) => ({
      ...entry(index, type),
      content: '“é”'.repeat(1500),
    });
    const messages = Array.from({ length: 20 }, (_, index) =>
      long(index, index % 2 === 0 ? 'krishna' : 'user'),
    );
    const body = buildChatRequest(PERSONA, [...messages, long(20, 'user')]);
    expect(body).not.toBeNull();
    expect(body?.messages.every((turn) => turn.content.length <= MAX_MESSAGE_CHARS)).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(
      MAX_BODY_BYTES,
    );
    expect(body?.messages.at(-1)?.role).toBe('user');
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });

  it('has nothing to send when the conversation does not end with the visitor', () => {
    expect(buildChatRequest(PERSONA, [entry(0), entry(1, 'krishna')])).toBeNull();
  });
});
