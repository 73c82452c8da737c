/**
 * Stillwell's production server: one Node process serving the prerendered pages and assets
 * (precompressed brotli/gzip, immutable caching for hashed files) and the `/api` routes through Astro's
 * node handler, with the security headers on every response, a real 404 for unknown paths, 405 for
 * methods a static page does not take, explicit socket time limits and a bounded graceful shutdown.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { refuseApiRequest, sendJsonError } from './api-gate.mjs';
import { answerHealth, createReadiness, refuseWhileDraining } from './health.mjs';
import { describeProxyRisk } from './proxy-warning.mjs';
import { closeAfterRefusedBody } from './refused-body.mjs';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  SHUTDOWN_GRACE_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './limits.mjs';

// STILLWELL_DIST lets parallel builds (`astro build --outDir dist-x`) be served side by side.
const dist = new URL(`../${process.env.STILLWELL_DIST || 'dist'}/`, import.meta.url);
const { handler: astroHandler } = await import(new URL('server/entry.mjs', dist).href);
const securityHeaders = JSON.parse(
  readFileSync(new URL('server/security-headers.json', dist), 'utf8'),
);
/** `/readyz`'s checks; set to draining on shutdown, before anything else stops. */
const readiness = createReadiness({ clientDir: new URL('client/', dist) });
const notFoundPage = readFileSync(new URL('client/404.html', dist));
const notFoundEncoded = { br: brotliCompressSync(notFoundPage), gzip: gzipSync(notFoundPage) };

/** Hashed build assets never change under their name: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A precompressed file's own name (`/index.html.br`, `/_astro/x.js.gz`), percent-encoded or not. */
const PRECOMPRESSED = /\.(br|gz)$|%2e(br|gz)$/i;

/** Methods every page and asset answers; anything else outside `/api` is 405 with this `Allow`. */
const STATIC_METHODS = 'GET, HEAD';

const serveStatic = sirv(fileURLToPath(new URL('client/', dist)), {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
    else if (pathname.startsWith('/audio/') || pathname.startsWith('/icons/'))
      res.setHeader('Cache-Control', 'public, max-age=604800');
    else res.setHeader('Cache-Control', 'no-cache');
    if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
  },
});

function sendNotFound(req, res) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const body = encoding ? notFoundEncoded[encoding] : notFoundPage;
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendMethodNotAllowed(res) {
  res.statusCode = 405;
  res.setHeader('Allow', STATIC_METHODS);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end('405 Method Not Allowed: this address answers GET and HEAD.\n');
}

/** True while the server is shutting down: responses then close their connection. */
let isDraining = false;

/**
 * Handles one request: security headers, then `/api` (the gate, then Astro), or static files, then 404.
 * Outside `/api` only GET and HEAD are taken (405 otherwise); `/api` takes each route's own methods.
 */
export function handleRequest(req, res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (isDraining) res.setHeader('Connection', 'close');
  const path = (req.url ?? '/').split('?')[0];
  if (answerHealth(req, res, path, readiness)) return undefined;
  const isApi = path === '/api' || path.startsWith('/api/');
  if (isApi) {
    if (refuseApiRequest(req, res, path) || refuseWhileDraining(req, res, readiness))
      return undefined;
    closeAfterRefusedBody(req, res);
    return astroHandler(
      req,
      res,
      () => sendJsonError(res, 404, 'There is no API at this address.'),
      {
        socketAddress: req.socket.remoteAddress,
        // Ends a reply stream that broke mid-way as a broken connection: the chat shows a cut reply.
        cutResponse: () => res.destroy(),
      },
    );
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res);
  // The not-found page's own file must not answer 200 under its name, and a precompressed file is only
  // ever the negotiated form of its path, never an address of its own (issue 23).
  if (path === '/404' || path === '/404.html' || PRECOMPRESSED.test(path))
    return sendNotFound(req, res);
  // sirv streams the file it listed at start without listening for the stream's errors: a file removed
  // or unreadable since (a deploy replacing the build in place) would crash the whole process. Headers are
  // sent by then, so the one honest answer left is to cut this response.
  res.once('pipe', (source) =>
    source.once('error', (error) => {
      console.warn(`[static] could not read the file for ${path}: ${error.message}`);
      res.destroy();
    }),
  );
  serveStatic(req, res, () => sendNotFound(req, res));
}

/**
 * Astro loads routes lazily, so a misconfigured AI provider would only show on the first AI request:
 * asking the status once at start makes the AI service log who answers, or what is wrong.
 */
function reportAiStatus(origin) {
  fetch(`${origin}/api/ai/status`).catch((error) =>
    console.warn(`[ai] could not read the AI status: ${error.message}`),
  );
}

/** The HTTP server with its time limits set (not yet listening). */
export function createServer() {
  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    handleRequest,
  );
  return server;
}

/**
 * Graceful stop (SHUTDOWN_GRACE_MS): no new connections, idle keep-alive sockets closed as they go idle,
 * requests in flight given the grace time, then every socket closed (aborting what still streams).
 */
function shutdown(server, signal) {
  // A signal repeated (a terminal's Ctrl-C reaches npm and every child at once) changes nothing.
  if (isDraining) return;
  isDraining = true;
  readiness.startDraining();
  const started = Date.now();
  console.info(
    `[server] ${signal}: not accepting connections; requests in flight have ${SHUTDOWN_GRACE_MS / 1000} s`,
  );
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    console.warn('[server] grace time over: closing the connections still open');
    server.closeAllConnections();
    // Closing every socket ends the server; should anything still hold it, exit regardless.
    setTimeout(() => process.exit(1), 1_000).unref();
  }, SHUTDOWN_GRACE_MS);
  server.close(() => {
    clearInterval(sweep);
    clearTimeout(deadline);
    console.info(`[server] stopped after ${Date.now() - started} ms`);
    process.exit(0);
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.PORT || 4321);
  const host = process.env.HOST || '0.0.0.0';
  const server = createServer();
  const proxyRisk = describeProxyRisk(process.env);
  if (proxyRisk !== undefined) console.warn(proxyRisk);
  server.listen(port, host, () => {
    // PORT=0 picks a free port (tests): print the one in use.
    const { port: listening } = server.address();
    console.info(
      `Stillwell is listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${listening}`,
    );
    reportAiStatus(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${listening}`);
  });
  process.on('SIGTERM', () => shutdown(server, 'SIGTERM'));
  process.on('SIGINT', () => shutdown(server, 'SIGINT'));
}
