/**
 * Secrets taken out of text before it is logged (issue 46: a provider that echoes the key in its error
 * text put the key in the server's log). Provider errors, the SDK's messages and Redis errors pass here.
 */

/** What stands in a log line where a secret was. */
export const REDACTED = '[redacted]';

/** Shortest configured value replaced wherever it appears (a shorter one would blank ordinary words). */
const MIN_SECRET_CHARS = 8;

/**
 * Key-like tokens, whatever their source. Each pattern starts with a literal and its quantified parts
 * take disjoint characters, so it reads the text once (issue 46: no pattern over outside text backtracks).
 */
const TOKEN_PATTERNS: readonly [pattern: RegExp, replacement: string][] = [
  // OpenAI-style keys (`sk-…`, `sk-proj-…`) and Google API keys (`AIza…`).
  [/\bsk-[A-Za-z0-9_-]{8,}/g, REDACTED],
  [/\bAIza[A-Za-z0-9_-]{16,}/g, REDACTED],
  // `Authorization: Bearer …` echoed back.
  [/\b(bearer\s)[A-Za-z0-9._~+/=-]+/gi, `$1${REDACTED}`],
  // A key in a query string or a form: `?key=…`, `&api_key=…`, `access_token=…`.
  [/([?&;\s]|^)((?:api[_-]?)?key|access[_-]?token|token|secret)=[^&\s"'#;]+/gi, `$1$2=${REDACTED}`],
  // A key named in JSON or a header: `"api_key": "…"`, `x-goog-api-key: …`, `x-api-key: …`.
  [/\b((?:x-goog-|x-)?api[_-]?key"?\s*[:=]\s*"?)[^\s"',&]+/gi, `$1${REDACTED}`],
  // A password in a URL: `redis://user:password@host`.
  [/(\/\/[^\s/:@]*:)[^\s/@]+@/g, `$1${REDACTED}@`],
];

/** The secret values the server is configured with (API keys; the Redis URL's password). */
export function configuredSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const values = [env['AI_API_KEY'], env['GOOGLE_GENERATIVE_AI_API_KEY']];
  const redis = env['REDIS_URL'];
  if (redis !== undefined && redis !== '') {
    try {
      values.push(decodeURIComponent(new URL(redis).password));
    } catch {
      // why: an unparsable REDIS_URL is reported where it is used; it has no password to find here
    }
  }
  return values
    .map((value) => value?.trim() ?? '')
    .filter((value) => value.length >= MIN_SECRET_CHARS);
}

/** `text` with every configured secret and every key-like token replaced by `[redacted]`. */
export function redactSecrets(
  text: string,
  secrets: readonly string[] = configuredSecrets(),
): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_CHARS) redacted = redacted.split(secret).join(REDACTED);
  }
  for (const [pattern, replacement] of TOKEN_PATTERNS)
    redacted = redacted.replace(pattern, replacement);
  return redacted;
}
