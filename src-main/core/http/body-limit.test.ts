import { Agent, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testCore } from '../test-support/test-core.ts';
import { DEFAULT_MAX_BODY_BYTES as MAX_BODY_BYTES } from '#shared/contract/define.ts';

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

/** A team update over the body limit: were it read, it would end the team's subscription. */
const OVERSIZED = Buffer.from(JSON.stringify({ subscription: 'none', pad: 'x'.repeat(3 * 1024 * 1024) }));

describe('a refused oversized body', () => {
  it('is over the limit', () => {
    expect(OVERSIZED.length).toBeGreaterThan(MAX_BODY_BYTES);
  });

  it.each<{ framing: string; headers: Record<string, string> }>([
    { framing: 'with a Content-Length', headers: { 'Content-Length': String(OVERSIZED.length) } },
    { framing: 'streamed without a Content-Length', headers: { 'Transfer-Encoding': 'chunked' } },
  ])('$framing is answered 413 with Connection: close, and the next request from the same client is answered', async ({ headers }) => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const path = `/_sandbox/teams/${core.keys.teamId}`;
    const refused = await send(agent, port, path, { ...admin, 'Content-Type': 'application/json', ...headers }, OVERSIZED);
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

  it('is answered 413 without a reset to a client that sends its whole body before it reads (as Python does)', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const body = Buffer.alloc(20 * 1024 * 1024, 'x');
    const head = `PATCH /_sandbox/teams/${core.keys.teamId} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${core.keys.adminToken}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    for (let i = 0; i < 2; i++) {
      const answer = await sendAllThenRead(port, head, body);
      expect(answer.writeError).toBeUndefined();
      expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    }
  });
});

/** A client that writes its whole request before it reads the answer; a write refused by a reset is what such a client fails on. */
function sendAllThenRead(port: number, head: string, body: Buffer): Promise<{ writeError: string | undefined; statusLine: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let writeError: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
    socket.on('close', () => resolve({ writeError, statusLine: Buffer.concat(received).toString('latin1').split('\r\n')[0] ?? '' }));
    socket.pause(); // nothing is read until the request is out
    socket.write(head);
    let at = 0;
    const next = () => {
      if (at >= body.length) return void socket.resume();
      const chunk = body.subarray(at, at + 1024 * 1024);
      at += chunk.length;
      socket.write(chunk, (error) => {
        if (!error) return next();
        writeError ??= (error as NodeJS.ErrnoException).code ?? error.message;
        socket.resume();
      });
    };
    next();
  });
}

/** Sends the head and the first part of a body, then waits for the answer while the rest is held back. */
function answerBeforeBody(port: number, method: string, path: string, headers: Record<string, string>, first: Buffer): Promise<{ res: IncomingMessage; body: string; finish: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks).toString('utf8'), finish: () => req.destroy() }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path} while its body was held back`)));
    req.write(first);
  });
}

describe('a body nobody is known for', () => {
  it('is refused from the headers (401) before it has arrived, streamed or with a Content-Length', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const mb = Buffer.alloc(1024 * 1024, 1);
    const cases: [string, string, Record<string, string>][] = [
      ['PUT', '/_sandbox/state', { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' }],
      ['PUT', '/_sandbox/state', { 'Content-Type': 'application/octet-stream', 'Content-Length': String(200 * 1024 * 1024) }],
      ['POST', '/api/attachments?campaignId=x', { 'Content-Type': 'application/pdf', 'Transfer-Encoding': 'chunked' }],
      ['POST', '/api/campaigns', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }],
    ];
    for (const [method, path, headers] of cases) {
      const answer = await answerBeforeBody(port, method, path, headers, mb);
      expect(answer.res.statusCode).toBe(401);
      expect(answer.res.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ error: true, statusCode: 401 });
      answer.finish();
    }
  });
});

describe('a body that stops arriving', () => {
  it('is answered 408 and its connection closed', async () => {
    const core = testCore({ workers: false, bodyTimeoutMs: 300 });
    const { port } = await core.listen(0);
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const answer = await answerBeforeBody(port, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { ...admin, 'Content-Type': 'application/json', 'Content-Length': '100' }, Buffer.from('{"subscription":'));
    expect(answer.res.statusCode).toBe(408);
    expect(answer.res.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ error: true, statusCode: 408, message: expect.stringMatching(/^The request body stopped arriving/) });
    await new Promise((closed) => answer.res.socket.once('close', closed));
    const agent = new Agent({ keepAlive: false });
    const after = await send(agent, port, `/_sandbox/teams/${core.keys.teamId}`, admin);
    expect(JSON.parse(after.body)).toMatchObject({ subscription: 'active' });
    agent.destroy();
  });
});
