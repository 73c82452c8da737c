/**
 * Server configuration, read from `process.env` at request time (so tests can set env per test).
 * Every variable is documented in the README's table; `describeConfigProblem` explains a misconfiguration.
 */
import { z } from 'zod';

/** Providers the AI service can use. */
export const AI_PROVIDERS = ['builtin', 'gemini', 'openai-compatible'] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

/** Default Gemini model: Google's alias for its current Flash model (not the retired 2.0 flash). */
export const DEFAULT_GEMINI_MODEL = 'gemini-flash-latest';
/** Name the built-in guide reports as its model. */
export const BUILTIN_MODEL = 'builtin-guide';
/**
 * Chat streams one client may hold open at once (`AI_STREAMS_PER_CLIENT`; issue 46: 300 slow-reading
 * chat clients made memory climb with no cap): a visitor with a few tabs open never meets it.
 */
export const DEFAULT_STREAMS_PER_CLIENT = 4;

const emptyAsUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyAsUndefined, z.string().trim().optional());
const count = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(fallback));
const positive = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  AI_PROVIDER: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.string().default('builtin'),
  ),
  AI_MODEL: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_BASE_URL: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  REDIS_URL: optionalString,
  TRUST_PROXY_HOPS: count(0),
  AI_RATE_LIMIT: count(20),
  AI_RATE_WINDOW_SEC: positive(60),
  AI_DAILY_LIMIT_PER_IP: count(0),
  AI_DAILY_LIMIT_TOTAL: count(0),
  AI_STREAMS_PER_CLIENT: count(DEFAULT_STREAMS_PER_CLIENT),
  AI_CHAT_TIMEOUT_MS: positive(30_000),
  AI_CHAT_IDLE_MS: positive(15_000),
  AI_SUGGESTIONS_TIMEOUT_MS: positive(30_000),
  AI_BOOK_TIMEOUT_MS: positive(90_000),
  AI_HISTORY_TURNS: positive(12),
  AI_MAX_RETRIES: count(1),
  AI_STRUCTURED_OUTPUTS: z.preprocess(
    (value) => (typeof value === 'string' ? !/^(0|false|no|off)$/i.test(value.trim()) : value),
    z.boolean().default(true),
  ),
});

/** Every environment variable the server reads (the README's table). */
export const SERVER_ENV_KEYS = envSchema.keyof().options;

/** The parsed configuration the AI service runs with. */
export interface ServerConfig {
  provider: AiProviderId;
  /** Provider as written, when it is not one we know (reported as a problem). */
  unknownProvider?: string;
  model: string;
  googleApiKey?: string;
  googleBaseUrl?: string;
  baseUrl?: string;
  apiKey?: string;
  redisUrl?: string;
  /** Reverse proxies in front of the server whose `X-Forwarded-For` entries we trust. */
  trustProxyHops: number;
  /** Requests per IP per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowSec: number;
  /** Requests per IP per day; 0 = no daily budget. */
  dailyLimitPerIp: number;
  /** Requests across all visitors per day; 0 = no total budget. */
  dailyLimitTotal: number;
  /** Chat streams one client may hold open at once; 0 = no cap. */
  streamsPerClient: number;
  /**
   * Time limits (ms). `chat` is the wait for a reply's first piece and `chatIdle` the longest silence
   * between pieces after it (issue 23: a slow but steady reply is never cut for its length).
   */
  timeouts: { chat: number; chatIdle: number; suggestions: number; book: number };
  /** Recent turns of a conversation sent to the model. */
  historyTurns: number;
  /** Retries the AI SDK makes on 429/5xx/network errors. */
  maxRetries: number;
  /** Whether the OpenAI-compatible endpoint gets a JSON schema (`json_schema`) or only `json_object`. */
  structuredOutputs: boolean;
}

function defaultModel(provider: AiProviderId): string {
  if (provider === 'gemini') return DEFAULT_GEMINI_MODEL;
  if (provider === 'builtin') return BUILTIN_MODEL;
  return '';
}

/** Reads and validates the configuration; invalid numbers fall back to their defaults. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  const values = parsed.success ? parsed.data : envSchema.parse(lenientEnv(env, parsed.error));
  const isKnown = (AI_PROVIDERS as readonly string[]).includes(values.AI_PROVIDER);
  const provider = (isKnown ? values.AI_PROVIDER : 'builtin') as AiProviderId;
  return {
    provider,
    ...(isKnown ? {} : { unknownProvider: values.AI_PROVIDER }),
    model: provider === 'builtin' ? BUILTIN_MODEL : (values.AI_MODEL ?? defaultModel(provider)),
    ...definedOnly({
      googleApiKey: values.GOOGLE_GENERATIVE_AI_API_KEY,
      googleBaseUrl: values.GOOGLE_GENERATIVE_AI_BASE_URL,
      baseUrl: values.AI_BASE_URL,
      apiKey: values.AI_API_KEY,
      redisUrl: values.REDIS_URL,
    }),
    trustProxyHops: values.TRUST_PROXY_HOPS,
    rateLimit: values.AI_RATE_LIMIT,
    rateWindowSec: values.AI_RATE_WINDOW_SEC,
    dailyLimitPerIp: values.AI_DAILY_LIMIT_PER_IP,
    dailyLimitTotal: values.AI_DAILY_LIMIT_TOTAL,
    streamsPerClient: values.AI_STREAMS_PER_CLIENT,
    timeouts: {
      chat: values.AI_CHAT_TIMEOUT_MS,
      chatIdle: values.AI_CHAT_IDLE_MS,
      suggestions: values.AI_SUGGESTIONS_TIMEOUT_MS,
      book: values.AI_BOOK_TIMEOUT_MS,
    },
    historyTurns: values.AI_HISTORY_TURNS,
    maxRetries: values.AI_MAX_RETRIES,
    structuredOutputs: values.AI_STRUCTURED_OUTPUTS,
  };
}

/** Drops the variables that failed to parse so their defaults apply. */
function lenientEnv(
  env: Record<string, string | undefined>,
  error: z.ZodError,
): Record<string, string | undefined> {
  const bad = new Set(error.issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(env).filter(([key]) => !bad.has(key)));
}

function definedOnly<T extends Record<string, string | undefined>>(
  values: T,
): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with the selected provider's configuration, or undefined when it can answer.
 * Names variables, never their values, so it is safe to show.
 */
export function describeConfigProblem(config: ServerConfig): string | undefined {
  if (config.unknownProvider !== undefined) {
    // The value is not repeated: /api/ai/status shows this text to anyone (issue 23).
    return 'the configured provider is unknown; AI_PROVIDER takes builtin, gemini or openai-compatible';
  }
  if (config.provider === 'gemini') {
    if (config.googleApiKey === undefined) return 'GOOGLE_GENERATIVE_AI_API_KEY is not set';
    if (config.googleBaseUrl !== undefined && !isHttpUrl(config.googleBaseUrl)) {
      return 'GOOGLE_GENERATIVE_AI_BASE_URL is not an http(s) URL';
    }
  }
  if (config.provider === 'openai-compatible') {
    if (config.baseUrl === undefined) return 'AI_BASE_URL is not set';
    if (!isHttpUrl(config.baseUrl)) return 'AI_BASE_URL is not an http(s) URL';
    if (config.model === '') return 'AI_MODEL is not set (the model name your endpoint serves)';
  }
  return undefined;
}
