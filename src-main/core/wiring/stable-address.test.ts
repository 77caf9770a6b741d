import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createCore } from './create-core.ts';
import { silentLogger } from '../base/logger.ts';
import { call, tempDir, testCore } from '../test-support/test-core.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('a stable address across restarts', () => {
  it('remembers the port it was given, takes it again, and falls back to a free one (saying so) when it is taken', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = createCore({ dataDir, logger: silentLogger, workers: false });
    expect((await first.listen(port)).port).toBe(port);
    const account = await fetch(`http://127.0.0.1:${port}/api/account/status`, { headers: { 'X-API-Key': first.keys.customerKey } });
    const templatesUrl = ((await account.json()) as { links: { templatesUrl: string } }).links.templatesUrl;
    await first.close();

    const second = createCore({ dataDir, logger: silentLogger, workers: false });
    const again = await second.listen();
    expect(again).toEqual({ port, url: `http://127.0.0.1:${port}` });
    expect((await fetch(templatesUrl)).status).not.toBe(403); // a link issued before the restart still addresses this server
    await second.close();

    const squatter = await occupy(port);
    try {
      const third = createCore({ dataDir, logger: silentLogger, workers: false });
      const fallback = await third.listen();
      expect(fallback.port).not.toBe(port);
      expect(fallback.notice).toBe(`port ${port} is in use, so this run listens on a free port; links issued now carry it`);
      await third.close();
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
    const fourth = createCore({ dataDir, logger: silentLogger, workers: false });
    expect((await fourth.listen()).port).toBe(port); // the fallback was not remembered
    await fourth.close();
  });

  it('an explicit port that is taken is an error, not a silent fallback', async () => {
    const port = await freePort();
    const squatter = await occupy(port);
    const core = testCore();
    await expect(core.listen(port)).rejects.toThrow(/EADDRINUSE/);
    await new Promise<void>((resolve) => squatter.close(() => resolve()));
  });
});

describe('the public URL', () => {
  const admin = (core: ReturnType<typeof testCore>) => ({ Authorization: `Bearer ${core.keys.adminToken}` });

  it('--public-url goes into the links the service hands out, and its host is accepted', async () => {
    const core = testCore({ publicUrl: 'https://ink.example.com' });
    const status = await call(core, 'GET', '/api/account/status', { key: core.keys.customerKey });
    expect(status.body.links.templatesUrl).toBe('https://ink.example.com/templates');
    const viaTunnel = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey, headers: { Host: 'ink.example.com' } });
    expect(viaTunnel.status).toBe(200);
    const otherHost = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey, headers: { Host: 'evil.example.com' } });
    expect(otherHost.status).toBe(403);
    const settings = await call(core, 'GET', '/_sandbox/settings', { headers: admin(core) });
    expect(settings.body).toMatchObject({ publicUrl: 'https://ink.example.com', publicUrlFromFlag: true, savedPublicUrl: null });
  });

  it('is a setting of the data directory, saved over /_sandbox/settings, validated, and cleared with null', async () => {
    const dataDir = tempDir();
    const core = testCore({ dataDir });
    const saved = await call(core, 'PATCH', '/_sandbox/settings', { headers: admin(core), body: { publicUrl: 'https://abc123.tunnel.example.dev/' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ publicUrl: 'https://abc123.tunnel.example.dev', savedPublicUrl: 'https://abc123.tunnel.example.dev', publicUrlFromFlag: false });
    const status = await call(core, 'GET', '/api/account/status', { key: core.keys.customerKey });
    expect(status.body.links.templatesUrl).toBe('https://abc123.tunnel.example.dev/templates');
    const bad = await call(core, 'PATCH', '/_sandbox/settings', { headers: admin(core), body: { publicUrl: 'https://x.example.com/some/path' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.publicUrl._errors).toEqual(['publicUrl must be an http or https origin, such as https://inkpost.example.com (no path)']);
    expect((await call(core, 'GET', '/_sandbox/settings', { headers: admin(core) })).body.savedPublicUrl).toBe('https://abc123.tunnel.example.dev');
    const cleared = await call(core, 'PATCH', '/_sandbox/settings', { headers: admin(core), body: { publicUrl: null } });
    expect(cleared.body).toMatchObject({ savedPublicUrl: null, publicUrl: 'http://localhost' });
    expect((await call(core, 'GET', '/_sandbox/settings', { key: core.keys.customerKey })).status).toBe(401);
  });
});
