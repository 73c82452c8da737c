import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANARY_MARKERS, CANARY_SECRETS } from '../../../scripts/canaries.mjs';
import { handleChat, handleSuggestions } from './http';
import { resetRateLimits } from './limits/rate-limit';
import { REDACTED, configuredSecrets, redactSecrets } from './redact';
import { startFakeOpenAI, type FakeProviderServer } from './testing/fake-providers';
import { contextFor, postJson } from './test-helpers';

const KEY = CANARY_SECRETS.AI_API_KEY;
const GEMINI_KEY = CANARY_SECRETS.GOOGLE_GENERATIVE_AI_API_KEY;

describe('redactSecrets', () => {
  const secrets = configuredSecrets({
    AI_API_KEY: KEY,
    GOOGLE_GENERATIVE_AI_API_KEY: ` ${GEMINI_KEY} `,
    REDIS_URL: 'redis://stillwell:canary-redis-password-5e1@127.0.0.1:6379',
  });

  it('takes the configured keys and the Redis password, nothing shorter than 8 characters', () => {
    expect(secrets).toEqual([KEY, GEMINI_KEY, 'canary-redis-password-5e1']);
    expect(configuredSecrets({ AI_API_KEY: 'short', REDIS_URL: 'not a url' })).toEqual([]);
  });

  it.each([
    [`Incorrect API key provided: ${KEY}.`, `Incorrect API key provided: ${REDACTED}.`],
    [`invalid key ${GEMINI_KEY} (${GEMINI_KEY})`, `invalid key ${REDACTED} (${REDACTED})`],
    ['key sk-proj-Ab3_dE-fGhIjKl9 is revoked', `key ${REDACTED} is revoked`],
    ['API key not valid: AIzaSyA1b2C3d4E5f6G7h8I9j0K', `API key not valid: ${REDACTED}`],
    ['got Authorization: Bearer eyJhbGciOi.J9x-_y', `got Authorization: Bearer ${REDACTED}`],
    [
      'GET https://example.test/v1/models?alt=sse&key=abc123XYZ&x=1 failed',
      `GET https://example.test/v1/models?alt=sse&key=${REDACTED}&x=1 failed`,
    ],
    ['sent api_key=hunter2hunter2 in form', `sent api_key=${REDACTED} in form`],
    ['{"x-goog-api-key": "zz99yy88"}', `{"x-goog-api-key": "${REDACTED}"}`],
    [
      'connect redis://user:canary-redis-password-5e1@host:6379 refused',
      `connect redis://user:${REDACTED}@host:6379 refused`,
    ],
    ['The AI provider had an error (500).', 'The AI provider had an error (500).'],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text, secrets)).toBe(expected);
  });

  it('leaves no canary in a text that holds every one of them', () => {
    const text = Object.values(CANARY_SECRETS).join(' and ');
    const redacted = redactSecrets(text, configuredSecrets(CANARY_SECRETS));
    for (const marker of CANARY_MARKERS.slice(0, 2)) expect(redacted).not.toContain(marker);
  });

  it('passes over near misses: a key name before a long run of spaces, URL-like runs', () => {
    const noise = `api_key${' '.repeat(100_000)}x ${'//a:'.repeat(20_000)} sk-short AIzaShort`;
    expect(redactSecrets(noise, secrets)).toBe(noise);
  });
});

describe('a provider error that echoes the key is logged without it (issue 46)', () => {
  let fake: FakeProviderServer;
  const logged: string[] = [];
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    for (const [key, value] of Object.entries({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_API_KEY: KEY,
      AI_MODEL: 'test-model',
      AI_RATE_LIMIT: '0',
      AI_MAX_RETRIES: '0',
    }))
      vi.stubEnv(key, value);
    await resetRateLimits();
    logged.length = 0;
    for (const level of ['error', 'warn', 'info'] as const)
      vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
        logged.push(parts.map(String).join(' '));
      });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each([401, 500, 400])('provider status %i', async (status) => {
    fake.setReply({
      status,
      errorMessage: `Incorrect API key provided: ${KEY}. You sent Authorization: Bearer ${KEY}`,
    });
    const chat = await handleChat(
      contextFor(
        postJson('/api/ai/chat', {
          persona: 'krishna',
          messages: [{ role: 'user', content: 'How do I calm down?' }],
        }),
      ),
    );
    const suggestions = await handleSuggestions(
      contextFor(
        postJson('/api/ai/suggestions', {
          kind: 'poses',
          mood: 'stressed',
          now: '2026-11-22T09:15:00+00:00',
        }),
      ),
    );
    expect([chat.status, suggestions.status]).toEqual([502, 502]);
    const failures = logged.filter((line) => line.includes(`provider status ${status}`));
    expect(failures).toHaveLength(2);
    for (const line of failures) expect(line).toContain(`Incorrect API key provided: ${REDACTED}`);
    for (const line of logged) expect(line).not.toContain(KEY);
  });
});
