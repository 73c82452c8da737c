import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flood } from './flood.testing.mjs';
import { closeAfterRefusedBody, REFUSED_BODY_LINGER_BYTES } from './refused-body.mjs';

let server: Server;
let port = 0;

beforeAll(async () => {
  // answers 413 at once, unread body and all, as the API does to a body declared over its limit
  server = createServer((req, res) => {
    closeAfterRefusedBody(req, res);
    res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end('{"error":"The request body is over 16 KB."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a refused body (issue 46)', () => {
  it('gets its 413, then the connection ends within a few MB, not the 256 MB the client would send', async () => {
    // (the code before: Node read and threw away the whole body after the answer, 256 MB of 256 MB)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await flood(`http://127.0.0.1:${port}`, 'declared', 256 * 1024 * 1024);
      expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(result.isStillOpen).toBe(false);
      // what the client counts as sent also holds the loopback's kernel buffers
      expect(result.accepted).toBeLessThan(32 * 1024 * 1024);
    }
    expect(REFUSED_BODY_LINGER_BYTES).toBeLessThan(1024 * 1024);
  }, 30_000);

  it('does nothing, and never throws, when the client is gone before the answer finished', () => {
    // (the code before read `socket.destroyed` of a null socket, which threw and ended the server)
    const req = Object.assign(new EventEmitter(), { complete: false, socket: null });
    const res = Object.assign(new EventEmitter(), { statusCode: 413 });
    closeAfterRefusedBody(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    expect(() => res.emit('finish')).not.toThrow();
  });
});
