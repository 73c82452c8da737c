/**
 * The AI client against a real local HTTP server (node:http on 127.0.0.1): statuses, Retry-After,
 * aborts, streams that arrive in pieces, and a stream cut mid-reply.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeRetryAfter,
  fetchBook,
  fetchSuggestions,
  getAiStatus,
  parseRetryAfter,
  streamChat,
} from './client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

const CHAT = {
  persona: 'buddha' as const,
  messages: [{ role: 'user' as const, content: 'How do I begin?' }],
};
const POSE = {
  name: 'Mountain Pose',
  benefits: 'Grounds and steadies.',
  instructions: 'Stand tall|Breathe',
  difficulty: 'beginner',
  category: 'standing',
};
const POSES = { kind: 'poses' as const, mood: 'calm' as const, now: '2026-11-24T08:00:00+01:00' };

describe('AI client: JSON calls', () => {
  it('gives the validated value of a good answer', async () => {
    handler = json(200, {
      items: Array.from({ length: 6 }, (_, i) => ({ ...POSE, name: `Pose ${i}` })),
    });
    const result = await fetchSuggestions(POSES, { baseUrl });
    expect(result.ok && result.value.map((item) => item.name)).toEqual([
      'Pose 0',
      'Pose 1',
      'Pose 2',
      'Pose 3',
      'Pose 4',
      'Pose 5',
    ]);
  });

  it('calls an answer of the wrong shape a bad response', async () => {
    handler = json(200, { items: [POSE] });
    const result = await fetchSuggestions(POSES, { baseUrl });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'bad-response', hasReachedServer: true },
    });
  });

  it.each([
    [400, 'invalid', 'mood: unknown mood'],
    [404, 'not-found', 'No retelling of that title.'],
    [413, 'too-large', 'The request body is over 16 KB.'],
    [504, 'timeout', 'The AI model took too long to answer.'],
    [502, 'upstream', 'The AI model could not answer.'],
  ])('maps %i to %s with the server’s reason', async (status, kind, reason) => {
    handler = json(status, { error: reason });
    const result = await fetchBook({ genre: 'history', readingTime: 10 }, { baseUrl });
    expect(result).toEqual({
      ok: false,
      failure: { kind, message: reason, status, hasReachedServer: true },
    });
  });

  it('reads Retry-After on 429 and 503', async () => {
    handler = json(429, { error: 'Too many requests.' }, { 'Retry-After': '30' });
    expect(await getAiStatus({ baseUrl })).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterSec: 30, message: 'Too many requests.' },
    });
    handler = json(503, { error: 'AI_MODEL is not set.' }, { 'Retry-After': '5' });
    expect(await getAiStatus({ baseUrl })).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterSec: 5 },
    });
  });

  it('keeps the status when an error answer has no JSON reason (a proxy page)', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    expect(await getAiStatus({ baseUrl })).toMatchObject({
      ok: false,
      failure: { kind: 'upstream', status: 500, message: 'The server answered 500.' },
    });
  });

  it('says the server could not be reached when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await getAiStatus({ baseUrl: `http://127.0.0.1:${port}` });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'unreachable', hasReachedServer: false },
    });
  });

  it('resolves an aborted call as aborted, never rejecting', async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = getAiStatus({ baseUrl, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, failure: { kind: 'aborted' } });
  });
});

describe('AI client: streamed chat', () => {
  it('reports the reply as it arrives and resolves with the whole of it', async () => {
    handler = (_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Stillwell-Reply': 'persona',
      });
      response.write('Breathe ');
      setTimeout(() => {
        response.write('slowly, ');
        setTimeout(() => response.end('friend.'), 10);
      }, 10);
    };
    const seen: string[] = [];
    const result = await streamChat(CHAT, { baseUrl, onText: (text) => seen.push(text) });
    expect(result).toEqual({ ok: true, value: { text: 'Breathe slowly, friend.', isCare: false } });
    expect(seen).toEqual(['Breathe ', 'Breathe slowly, ', 'Breathe slowly, friend.']);
  });

  it('tells crisis care from a persona reply', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain', 'X-Stillwell-Reply': 'care' });
      response.end('You deserve care from a real person today.');
    };
    expect(await streamChat(CHAT, { baseUrl })).toMatchObject({
      ok: true,
      value: { isCare: true },
    });
  });

  it('says a stream cut mid-reply was cut, keeping what arrived', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('The first half of a thought');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    const result = await streamChat(CHAT, { baseUrl });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'cut', hasReachedServer: true },
      partial: 'The first half of a thought',
    });
  });

  it('resolves as aborted when the visitor stops the reply', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('Once');
    };
    const controller = new AbortController();
    const result = await streamChat(CHAT, {
      baseUrl,
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'aborted' }, partial: 'Once' });
  });

  it('maps an error status before the stream to its kind', async () => {
    handler = json(429, { error: 'Too many requests.' }, { 'Retry-After': '12' });
    expect(await streamChat(CHAT, { baseUrl })).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterSec: 12 },
    });
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-24T08:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Tue, 24 Nov 2026 08:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it.each([
    [undefined, 'Please try again a little later.'],
    [0, 'Please try again in 1 second.'],
    [30, 'Please try again in 30 seconds.'],
    [60, 'Please try again in 1 minute.'],
    [125, 'Please try again in 3 minutes.'],
  ])('%s s reads “%s”', (seconds, text) => {
    expect(describeRetryAfter(seconds)).toBe(text);
  });
});
