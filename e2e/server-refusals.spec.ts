import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { LOAD_ENV, startServer, type ProbedServer } from '../scripts/server-probe.mjs';
import { REFUSED_BODY_LINGER_BYTES } from '../server/refused-body.mjs';

let server: ProbedServer;

test.afterEach(async () => {
  await server.stop();
});

/** What a client that keeps sending its body whatever the answer got, and how much it could send. */
interface Flood {
  answer: string;
  /** Bytes the client's socket took before the connection ended. */
  accepted: number;
  /** True when the client stopped at `maxBytes` with the connection still open. */
  isStillOpen: boolean;
}

/**
 * Sends a POST to the chat with `framing` (a declared length or chunks) and keeps writing its body in
 * 64 KB pieces, ignoring the answer and the server's half-close, until the connection ends or
 * `maxBytes` went out.
 */
function flood(origin: string, framing: 'declared' | 'chunked', maxBytes: number): Promise<Flood> {
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
    const finish = (isStillOpen: boolean) => {
      if (isDone) return;
      isDone = true;
      resolve({ answer, accepted: socket.bytesWritten, isStillOpen });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
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

/** The body of a raw HTTP/1.1 answer, its chunks joined when it came chunked. */
function bodyOf(head: string, raw: string): string {
  if (!/\r\ntransfer-encoding: chunked\r\n/i.test(`${head}\r\n`)) return raw;
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

for (const framing of ['declared', 'chunked'] as const) {
  test(`a refused ${framing} body gets its 413 and the connection ends within a few MB, not the 3 GB declared`, async () => {
    test.setTimeout(90_000);
    server = await startServer({ env: LOAD_ENV });
    // The server reads at most the linger bytes past the refusal; what the client counts as sent also
    // holds the loopback kernel buffers (the receiving side's grows to 32 MB here). The code before
    // issue 46 read the whole body: the client sends all 512 MB and the connection is still open.
    const ceiling = 64 * 1024 * 1024;
    const result = await flood(server.origin, framing, 8 * ceiling);
    expect(result.isStillOpen).toBe(false);
    expect(result.accepted).toBeLessThan(ceiling);
    expect(REFUSED_BODY_LINGER_BYTES).toBeLessThan(ceiling);
    const split = result.answer.indexOf('\r\n\r\n');
    const head = result.answer.slice(0, split);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(`${head}\r\n`).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(bodyOf(head, result.answer.slice(split + 4)))).toEqual({
      error: 'The request body is over 16 KB.',
    });
  });
}
