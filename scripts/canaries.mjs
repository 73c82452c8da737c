/**
 * Fake secrets that `npm test` sets at build and run time (scripts/test-all.mjs, playwright.config.ts);
 * e2e/secrets.spec.ts proves none of them reaches anything sent to the browser. One list, so the test
 * cannot pass by checking values nobody set.
 */

/** The environment variables and their fake values. */
export const CANARY_SECRETS = {
  GOOGLE_GENERATIVE_AI_API_KEY: 'canary-gemini-key-3f9a1c7e',
  AI_API_KEY: 'canary-openai-key-8b2d4e6f',
  AI_BASE_URL: 'http://127.0.0.1:9/canary-base-url',
  REDIS_URL: 'redis://canary-redis-host:6379',
};

/** The distinctive part of each value: what must never appear in a file or answer. */
export const CANARY_MARKERS = Object.values(CANARY_SECRETS).map(
  (value) => /canary-[a-z0-9-]+/.exec(value)?.[0] ?? value,
);
