/** Time limits of the production server (server/index.mjs; README: configuration). */

/**
 * Socket time limits (README: configuration). A client has 15 s to send a request's headers and 30 s for
 * the whole request (request bodies here are small JSON), so a slow sender cannot hold a socket open.
 * Idle keep-alive connections stay open 65 s: longer than the 60 s idle timeout of common reverse proxies
 * and load balancers, so the proxy, not this server, closes an idle connection and never sends a
 * request down one this server has just closed. None of these limits cuts a response that is streaming.
 */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks the header and request limits (its default, 30 s, would let them run 30 s over). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * On SIGTERM or SIGINT the server stops accepting connections at once, lets requests in flight (an AI
 * answer streaming, say) finish for up to 8 s, then closes whatever is still open and exits: within the
 * 10 s a container runtime waits by default before it kills the process.
 */
export const SHUTDOWN_GRACE_MS = 8_000;
