/**
 * The client address a request is counted against. It comes from the TCP peer unless
 * `TRUST_PROXY_HOPS` says that many reverse proxies in front of us append to `X-Forwarded-For`;
 * entries beyond those hops are the client's own claims and are ignored, so a spoofed header
 * never buys a new budget.
 */

/** Strips the IPv4-mapped IPv6 prefix and brackets. */
function normalizeAddress(address: string): string {
  const trimmed = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/** Expands an IPv6 address to its eight groups, or undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  if (!address.includes(':')) return undefined;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    group.padStart(4, '0'),
  );
}

/**
 * The key a client's budget is counted under: the IPv4 address, or the IPv6 /64 prefix
 * (one host usually holds a whole /64, so rotating within it does not reset the budget).
 */
export function toBudgetKey(address: string): string {
  const normalized = normalizeAddress(address);
  const groups = expandIpv6(normalized);
  return groups === undefined ? normalized : `${groups.slice(0, 4).join(':')}::/64`;
}

/** The client address for a request, honouring only `trustProxyHops` trusted proxies. */
export function getClientAddress(
  peerAddress: string | undefined,
  forwardedFor: string | null,
  trustProxyHops: number,
): string {
  const peer = normalizeAddress(peerAddress ?? 'unknown');
  if (trustProxyHops <= 0 || forwardedFor === null) return peer;
  const hops = forwardedFor
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter((entry) => entry !== '');
  // Nearest first: the peer, then what each trusted proxy appended, right to left.
  const chain = [peer, ...hops.reverse()];
  return chain[Math.min(trustProxyHops, chain.length - 1)] ?? peer;
}
