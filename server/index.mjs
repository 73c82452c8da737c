/**
 * Stillwell's production server: one Node process serving the prerendered pages and assets
 * (precompressed brotli/gzip, immutable caching for hashed files) and the `/api` routes through Astro's
 * node handler, with the security headers on every response and a real 404 for unknown paths.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';

// STILLWELL_DIST lets parallel builds (`astro build --outDir dist-x`) be served side by side.
const dist = new URL(`../${process.env.STILLWELL_DIST || 'dist'}/`, import.meta.url);
const { handler: astroHandler } = await import(new URL('server/entry.mjs', dist).href);
const securityHeaders = JSON.parse(
  readFileSync(new URL('server/security-headers.json', dist), 'utf8'),
);
const notFoundPage = readFileSync(new URL('client/404.html', dist));
const notFoundEncoded = { br: brotliCompressSync(notFoundPage), gzip: gzipSync(notFoundPage) };

/** Hashed build assets never change under their name: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** Handles one request: security headers, then static files, then Astro (API), then 404. */
export function handleRequest(req, res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // The not-found page's own file must not answer 200 under its name.
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/404' || path === '/404.html') return sendNotFound(req, res);
  serveStatic(req, res, () => {
    astroHandler(req, res, () => sendNotFound(req, res), {
      socketAddress: req.socket.remoteAddress,
    });
  });
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

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.PORT || 4321);
  const host = process.env.HOST || '0.0.0.0';
  const server = http.createServer(handleRequest);
  server.listen(port, host, () => {
    console.info(
      `Stillwell is listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    );
    reportAiStatus(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);
  });
  const shutdown = () => server.close(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
