/**
 * A refused request body ends its connection (issue 46: a 413 went on reading a declared 3 GB body until
 * the 30 s request limit, 3 GB in 1.8 s on loopback). The 413 answer carries `Connection: close`
 * (src/server/ai/http.ts), so the server sends it and half-closes; what the client still sends is then
 * read and thrown away for a short while only (a lingering close, as nginx does, so a client still
 * writing its body reads the answer rather than a reset) and the connection is cut.
 */

/**
 * After a 413, at most 256 KB more of the refused body is read, for at most 1 s: time for a client
 * still sending to read the answer, and nothing like the body's declared size (docs/ai.md#limits).
 */
export const REFUSED_BODY_LINGER_BYTES = 256 * 1024;
export const REFUSED_BODY_LINGER_MS = 1_000;
/**
 * How often the linger looks at what the socket has read: at loopback speed (about 1 GB/s) a few MB
 * between looks, far below the body's declared size.
 */
export const REFUSED_BODY_WATCH_MS = 5;

/**
 * Once a 413 answer is sent before its body was read to the end, reads at most
 * REFUSED_BODY_LINGER_BYTES more of it, for at most REFUSED_BODY_LINGER_MS, then destroys the socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function closeAfterRefusedBody(req, res) {
  res.once('finish', () => {
    if (res.statusCode !== 413 || req.complete) return;
    // (the socket is gone when the client left first: nothing to close, and reading it would throw)
    const { socket } = req;
    if (!socket || socket.destroyed) return;
    // Node's own ending of a `Connection: close` answer (`destroySoon`) destroys the socket as soon as
    // the answer is out; with the client's body still arriving that is a reset, which can reach the
    // client before the answer does. The linger below does the destroying instead.
    socket.removeListener('finish', socket.destroy);
    // why the socket's count, not the request's data: Node goes on reading a body nobody reads
    // (it dumps it) in ways the request's events do not all show; the socket counts every byte
    const start = socket.bytesRead;
    const cut = () => {
      clearTimeout(timer);
      clearInterval(watch);
      socket.destroy();
    };
    const timer = setTimeout(cut, REFUSED_BODY_LINGER_MS);
    const watch = setInterval(() => {
      if (socket.bytesRead - start > REFUSED_BODY_LINGER_BYTES) cut();
    }, REFUSED_BODY_WATCH_MS);
    timer.unref();
    watch.unref();
    req.once('end', cut);
    socket.once('close', () => {
      clearTimeout(timer);
      clearInterval(watch);
    });
    req.resume();
  });
}
