/**
 * For the tests of a refused body (server/refused-body.test.ts, e2e/server-refusals.spec.ts): a client
 * that keeps sending its body whatever the answer.
 */
import { connect } from 'node:net';

/**
 * Sends a POST to the chat at `origin` with `framing` (a declared 3 GB length, or chunks) and keeps
 * writing its body in 64 KB pieces, ignoring the answer and the server's half-close, until the connection
 * ends or `maxBytes` went out.
 * @param {string} origin
 * @param {'declared' | 'chunked'} framing
 * @param {number} maxBytes
 * @returns {Promise<{ answer: string; accepted: number; isStillOpen: boolean }>}
 */
export function flood(origin, framing, maxBytes) {
  const { hostname, port } = new URL(origin);
  const piece = Buffer.alloc(64 * 1024, 'a');
  const data =
    framing === 'chunked'
      ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    let answer = '';
    let isDone = false;
    /** @param {boolean} isStillOpen */
    const finish = (isStillOpen) => {
      if (isDone) return;
      isDone = true;
      resolve({ answer, accepted: socket.bytesWritten, isStillOpen });
      socket.destroy();
    };
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.write(
      [
        'POST /api/ai/chat HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        framing === 'chunked' ? 'Transfer-Encoding: chunked' : 'Content-Length: 3000000000',
        '',
        '',
      ].join('\r\n'),
    );
    const pump = () => {
      while (!isDone) {
        if (socket.bytesWritten >= maxBytes) return finish(true);
        if (!socket.write(data)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}
