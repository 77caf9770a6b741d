import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testCore } from '#core/test-support/test-core.ts';
import { LINGER_MAX_BYTES } from './lingering-close.ts';

/**
 * A client that sends a chunked body for ever, whatever the server answers or whether it has
 * stopped writing (it keeps its half of the connection open): what it got to send, the status
 * it was answered and how long the server took to close.
 */
function sendForEver(port: number, path: string): Promise<{ sentBytes: number; status: string; seconds: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunk = Buffer.alloc(256 * 1024, 'x');
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sentBytes = 0;
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('error', () => {}); // the server closed on the rest: expected
    socket.on('close', () => resolve({ sentBytes, status: answer.split('\r\n')[0] ?? '', seconds: (performance.now() - started) / 1000 }));
    socket.write(`PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const write = () => {
      while (!socket.destroyed) {
        sentBytes += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', write);
      }
    };
    write();
  });
}

describe('a lingering close', () => {
  it('stops reading a refused body that keeps coming after a little, and closes (not after 10 s of reading it)', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const clients = await Promise.all([1, 2, 3].map(() => sendForEver(port, '/_sandbox/state')));
    for (const client of clients) {
      expect(client.status).toBe('HTTP/1.1 401 Unauthorized');
      // What was read, plus what the two sockets' buffers on loopback hold.
      expect(client.sentBytes).toBeLessThan(LINGER_MAX_BYTES + 48 * 1024 * 1024);
      expect(client.seconds).toBeLessThan(5);
    }
  });
});
