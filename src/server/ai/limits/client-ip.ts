/**
 * The client address a request is counted against. It comes from the TCP peer unless
 * `TRUST_PROXY_HOPS` says that many reverse proxies in front of us append to `X-Forwarded-For`;
 * entries beyond those hops are the client's own claims and are ignored, so a spoofed header
 * never buys a new budget. Addresses are read by `ipaddr.js`, never by hand (issue 23).
 */
import ipaddr from 'ipaddr.js';

/**
 * An address in one canonical form: an IPv4-mapped IPv6 address as its IPv4, IPv6 compressed and
 * lower-case, brackets, ports and zone ids dropped. Text that is no address is kept (trimmed, lower-case)
 * so it still counts as one client.
 */
function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  // `[v6]:port`, `v4:port`, or a zone id (`fe80::1%eth0`).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed)?.[1];
  const candidate = (bracketed ?? withPort ?? trimmed).replace(/%.*$/, '');
  // why: ipaddr.isValid also takes IPv4 shorthands ('127.1', '0x7f.1'), which no peer or proxy writes
  if (!ipaddr.IPv4.isValidFourPartDecimal(candidate) && !ipaddr.IPv6.isValid(candidate))
    return trimmed.toLowerCase();
  return ipaddr.process(candidate).toString();
}

/**
 * The key a client's budget is counted under: the IPv4 address, or the IPv6 /64 prefix
 * (one host usually holds a whole /64, so rotating within it does not reset the budget).
 */
export function toBudgetKey(address: string): string {
  const normalized = normalizeAddress(address);
  if (!ipaddr.IPv6.isValid(normalized)) return normalized;
  const parts = ipaddr.IPv6.parse(normalized).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16).padStart(4, '0')).join(':')}::/64`;
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
