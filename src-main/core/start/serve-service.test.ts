import { type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnBuiltServer } from '#scripts/spawn-server.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { tempDir } from '../test-support/test-core.ts';

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The built server as a CI service runs it; its stdout kept line by line. */
async function startService(args: string[]) {
  const dataDir = tempDir();
  const child: ChildProcess = spawnBuiltServer(['--port', '0', '--data-dir', dataDir, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}${err}`)));
  });
  const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string; adminToken: string; teamId: string };
  return { child, port, keys, lines: () => out.split('\n').filter(Boolean), stderr: () => err };
}

describe('the built server as a service (--host, --allowed-host, --log, /healthz, SIGTERM)', () => {
  it('says it is bound beyond loopback, answers /healthz once ready, logs each request as JSON with secrets masked, and drains on SIGTERM', { timeout: 60_000 }, async () => {
    const { child, port, keys, lines, stderr } = await startService(['--host', '0.0.0.0', '--allowed-host', 'inkpost', '--log', 'json']);
    expect(lines()[0]).toBe(`Inkpost API listening on http://127.0.0.1:${port} (bound to every interface: reachable from other machines, answering to inkpost too; the one-time UI link and the API keys are the only ways in)`);

    // Readiness: 503 with a reason until the render workers are ready, then 200; a probe may use the pod's address as Host.
    const seen: { status: number; body: Record<string, unknown> }[] = [];
    await expect
      .poll(async () => {
        const res = await rawRequest(port, '/healthz', { headers: { Host: `10.1.2.3:${port}` } });
        seen.push({ status: res.status, body: JSON.parse(res.body) });
        return res.status;
      }, { timeout: 30_000, interval: 100 })
      .toBe(200);
    for (const early of seen.slice(0, -1)) expect(early).toMatchObject({ status: 503, body: { status: 'unavailable', reason: expect.stringMatching(/render workers/) } });
    expect(seen.at(-1)?.body).toEqual({ status: 'ok', version, uptimeS: expect.any(Number) });
    for (const path of ['/health', '/ready']) expect(JSON.parse((await rawRequest(port, path)).body), path).toMatchObject({ status: 'ok', version });
    const probe = await rawRequest(port, '/metrics');
    expect(probe.status).toBe(404);
    expect(probe.headers['content-type']).toMatch(/^application\/json/);

    // One JSON line a request; the request id is the caller's when it sends one, and answered back.
    const whoami = await rawRequest(port, '/api/auth/whoami', { headers: { Host: `inkpost:${port}`, 'X-API-Key': keys.customerKey, 'X-Request-Id': 'ci-run-42' } });
    expect(whoami.status).toBe(200);
    expect(whoami.headers['x-request-id']).toBe('ci-run-42');
    await rawRequest(port, `/files/x.pdf?expires=1&signature=${'ab'.repeat(32)}&token=hush`);
    await rawRequest(port, '/api/recipients/4242-4242-4242-4242', { headers: { 'X-API-Key': keys.customerKey } });
    await expect.poll(() => lines().length).toBeGreaterThanOrEqual(2 + seen.length + 6);
    const logged = lines().slice(2).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line['requestId'] === 'ci-run-42')).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), method: 'GET', path: '/api/auth/whoami', status: 200, ms: expect.any(Number), team: keys.teamId, requestId: 'ci-run-42' });
    expect(logged.find((line) => String(line['path']).startsWith('/files/'))?.['path']).toBe('/files/x.pdf?expires=1&signature=••••&token=••••');
    expect(logged.find((line) => String(line['path']).startsWith('/api/recipients/'))?.['path']).toBe('/api/recipients/••••4242');
    expect(logged.filter((line) => line['path'] === '/healthz').length).toBe(seen.length);
    const everything = lines().join('\n') + stderr();
    for (const secret of [keys.customerKey, keys.adminToken, 'ab'.repeat(32), 'hush', '4242-4242-4242-4242']) expect(everything).not.toContain(secret);

    // SIGTERM with a request in flight (its body half sent) and the event stream open.
    const events = await fetch(`http://127.0.0.1:${port}/_sandbox/events`, { headers: { Authorization: `Bearer ${keys.adminToken}` } });
    const body = JSON.stringify({ name: 'Drained', delivery_method: 'nowhere' });
    // On a connection the server has already taken (a first request on it), so the stop cannot catch it still in the listen queue.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise((resolve) => request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => res.resume().on('end', resolve)).end());
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/campaigns', method: 'POST', agent, headers: { 'X-API-Key': keys.customerKey, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      child.once('sigterm-sent', () => setTimeout(() => req.end(body.slice(10)), 500));
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // its head read by the server, its body awaited
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await expect.poll(stderr).toMatch(/SIGTERM received/);
    await expect(rawRequest(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    child.emit('sigterm-sent');
    const answer = await inFlight;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: true, statusCode: 400 });
    await events.text(); // the stream ends with the server, not after the 10 s limit
    expect(await exited).toEqual([0, null]);
    agent.destroy();
  });
});
