/**
 * A loopback proxy in front of the site for engines whose WebDriver has no console (WebKitWebDriver):
 * every HTML page it passes gets, as the first thing in its head, a same-origin script that records
 * console errors, uncaught errors and rejections, failed resources and Content-Security-Policy
 * violations into `window.__engineErrors`. Everything else passes unchanged (uncompressed).
 */
import { createServer, request } from 'node:http';

const RECORDER_PATH = '/__engines/recorder.js';

/** Runs first in each page: keeps what the browser would print as an error. */
const RECORDER = `(() => {
  const errors = (window.__engineErrors = []);
  const text = (value) => (value instanceof Error ? value.stack || value.message : String(value));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push('console.error: ' + args.map(text).join(' '));
    consoleError(...args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href))
      errors.push('failed to load: ' + (target.src || target.href));
    else errors.push('uncaught: ' + (event.error ? text(event.error) : event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
})();
`;

/**
 * Starts the proxy on `port` (127.0.0.1) in front of `target` (an origin). `isRecording: false` passes
 * pages unchanged (an engine with a console of its own). `setOffline(true)` makes the site unreachable
 * through it, as a phone without a network finds it: every connection is cut.
 */
export async function startConsoleProxy({ target, port, isRecording = true }) {
  const upstream = new URL(target);
  let isOffline = false;
  const server = createServer((incoming, outgoing) => {
    if (isOffline) {
      incoming.socket.destroy();
      return;
    }
    if (incoming.url === RECORDER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(RECORDER);
      return;
    }
    // the Host stays the proxy's, so the server's same-origin check sees the page's own origin
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (!isRecording || !type.startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${RECORDER_PATH}"></script>`);
          const body = Buffer.from(html);
          outgoing.writeHead(response.statusCode ?? 502, {
            ...response.headers,
            'content-length': body.length,
          });
          outgoing.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  // closing ends open keep-alive connections too, so a page or worker left on this origin loads nothing more
  const close = () => {
    server.close();
    server.closeAllConnections();
  };
  const setOffline = (value) => {
    isOffline = value;
    if (value) server.closeAllConnections();
  };
  return { origin: `http://127.0.0.1:${port}`, close, setOffline };
}
