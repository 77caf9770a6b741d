// The shared client's binary downloads (src-shared/api-client.ts), against a real HTTP server: src-shared itself imports no runtime.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api-client.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that starts a PNG's answer and never finishes it, as a slow render would. */
async function halfAnswering(): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png' });
    response.write(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('callBinary', () => {
  it('answers a download stopped half way (the view went away) as a failure, never a rejection', async () => {
    const api = createApiClient({ baseUrl: await halfAnswering(), apiKey: 'ink_ck_test' });
    const stop = new AbortController();
    const answer = api.callBinary('startersThumbnail', { params: { starterId: 'thank-you' } }, { signal: stop.signal });
    setTimeout(() => stop.abort(), 100); // the headers have come; the body is on its way
    const result = await answer;
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.statusMessage).toBe('Network Error');
    server!.closeAllConnections();
  });
});
