/**
 * The start-up warning for a trusted proxy that can be walked around (docs/operating.md#proxy-traps): with
 * `TRUST_PROXY_HOPS` above 0 the server believes the last `X-Forwarded-For` entries, so a client that reaches
 * the server's port directly, not through the proxy, writes its own address and escapes the rate limits.
 */

/** Whether `host` (the `HOST` the server binds) is a loopback address only this machine reaches. */
export function isLoopbackHost(host) {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The warning line for this environment, or undefined when there is nothing to warn of.
 * @param {Record<string, string | undefined>} env
 */
export function describeProxyRisk(env) {
  const hops = Number((env.TRUST_PROXY_HOPS ?? '').trim() || '0');
  const host = (env.HOST ?? '').trim() || '0.0.0.0';
  if (!Number.isInteger(hops) || hops <= 0 || isLoopbackHost(host)) return undefined;
  return (
    `[server] TRUST_PROXY_HOPS=${hops} while listening on ${host}: a client that reaches this port ` +
    'directly, not through the proxy, can name its own address in X-Forwarded-For and escape the rate ' +
    'limits. Bind to loopback (HOST=127.0.0.1) with the proxy on this machine, or let only the proxy reach the port.'
  );
}
