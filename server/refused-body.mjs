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
 * Once a 413 answer is sent before its body was read to the end, reads at most
 * REFUSED_BODY_LINGER_BYTES more of it, for at most REFUSED_BODY_LINGER_MS, then destroys the socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function closeAfterRefusedBody(req, res) {
  res.once('finish', () => {
    if (res.statusCode !== 413 || req.complete) return;
    const { socket } = req;
    if (socket.destroyed) return;
    // Node's own ending of a `Connection: close` answer (`destroySoon`) destroys the socket as soon as
    // the answer is out; with the client's body still arriving that is a reset, which can reach the
    // client before the answer does. The linger below does the destroying instead.
    socket.removeListener('finish', socket.destroy);
    let lingered = 0;
    const cut = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(cut, REFUSED_BODY_LINGER_MS);
    timer.unref();
    req.on('data', (chunk) => {
      lingered += chunk.length;
      if (lingered > REFUSED_BODY_LINGER_BYTES) cut();
    });
    req.once('end', cut);
    socket.once('close', () => clearTimeout(timer));
    req.resume();
  });
}
