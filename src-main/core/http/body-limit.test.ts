import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testCore } from '../test-support/test-core.ts';
import { MAX_BODY_BYTES } from './app.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on a keep-alive agent (so a second request reuses the socket unless the server closed it). */
function send(agent: Agent, port: number, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: body ? 'PATCH' : 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${path} within 5 s`)));
    // A server that answers before reading the whole body may reset the upload: the answer already read counts.
    req.on('error', (error) => reject(error));
    req.end(body);
  });
}

describe('a refused oversized body', () => {
  it('is answered 413 with Connection: close, and the next request from the same client is answered', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const path = `/_sandbox/teams/${core.keys.teamId}`;
    const huge = Buffer.from(JSON.stringify({ subscription: 'none', pad: 'x'.repeat(3 * 1024 * 1024) }));
    expect(huge.length).toBeGreaterThan(MAX_BODY_BYTES);
    const refused = await send(agent, port, path, { ...admin, 'Content-Type': 'application/json', 'Content-Length': String(huge.length) }, huge);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({ error: true, statusCode: 413 });
    for (let i = 0; i < 3; i++) {
      const next = await send(agent, port, path, admin);
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body).subscription).toBe('active'); // the refused request changed nothing
    }
    agent.destroy();
  });

  it('is answered 413 and closed also when the body is streamed without a Content-Length', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const path = `/_sandbox/teams/${core.keys.teamId}`;
    const huge = Buffer.from(JSON.stringify({ subscription: 'none', pad: 'x'.repeat(3 * 1024 * 1024) }));
    const refused = await send(agent, port, path, { ...admin, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, huge);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    const next = await send(agent, port, path, admin);
    expect(next.status).toBe(200);
    agent.destroy();
  });
});
