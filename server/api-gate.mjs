/**
 * What the server answers for `/api` before Astro sees a request (issue 23: the API answers as an API,
 * never with the site's HTML 404 page or Astro's text/plain 403): JSON `{ error }` with the right status
 * and a reason for an unknown API path (404), a method the route does not take (405 with `Allow`), a
 * request from another site (403) and a body that is not JSON (415).
 */

/**
 * Each API route and the methods it takes (src/pages/api; api-gate.test.ts checks the two agree).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const API_ROUTES = {
  '/api/ai/chat': ['POST'],
  '/api/ai/suggestions': ['POST'],
  '/api/ai/book': ['POST'],
  '/api/ai/status': ['GET', 'HEAD'],
};

/**
 * Answers `body` as JSON, never cached: the API's errors and the health checks (health.mjs) alike.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/**
 * A JSON error answer.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function sendJsonError(res, status, message, headers = {}) {
  sendJson(res, status, { error: message }, headers);
}

/** The origin of `SITE_URL` (`https://stillwell.example`), or undefined when it is unset or no URL. */
function siteOrigin(siteUrl = process.env.SITE_URL) {
  if (siteUrl === undefined || siteUrl.trim() === '') return undefined;
  try {
    return new URL(siteUrl.trim()).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes from another site: its Origin (sent by browsers with every POST) is neither the
 * site's public origin (`SITE_URL`) nor names the host it was sent to. Behind a reverse proxy the `Host` that
 * arrives is often the proxy's upstream name (nginx sends `proxy_pass`'s host by default), so the public
 * origin must be accepted on its own (docs/operating.md#proxy-traps).
 * @param {import('node:http').IncomingMessage} req
 */
function isCrossOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    const url = new URL(origin);
    if (url.origin === siteOrigin()) return false;
    return url.host !== String(req.headers.host ?? '');
  } catch {
    // why: browsers send `Origin: null` from sandboxed frames and some redirects
    return true;
  }
}

/**
 * Answers an `/api` request that must not reach its route; returns whether it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the request's path, without the query
 */
export function refuseApiRequest(req, res, path) {
  const methods = API_ROUTES[/** @type {keyof typeof API_ROUTES} */ (path)];
  if (methods === undefined) {
    sendJsonError(res, 404, 'There is no API at this address.');
    return true;
  }
  const method = req.method ?? 'GET';
  if (!methods.includes(method)) {
    sendJsonError(res, 405, `This address answers ${methods.join(' and ')} only.`, {
      Allow: methods.join(', '),
    });
    return true;
  }
  if (method !== 'POST') return false;
  if (isCrossOrigin(req)) {
    sendJsonError(res, 403, 'Requests from other sites are not accepted.');
    return true;
  }
  const type = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    sendJsonError(res, 415, 'The request body must be JSON (Content-Type: application/json).');
    return true;
  }
  return false;
}
