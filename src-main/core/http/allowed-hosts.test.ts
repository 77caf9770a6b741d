import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { expectErrorBody, tempDir, testCore } from '../test-support/test-core.ts';
import { linkToken } from '../test-support/ui-session.ts';
import { isAllowedHost, parseAllowedHost } from './host-names.ts';

function uiFolder(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body>Inkpost</body></html>');
  mkdirSync(join(dir, 'assets'));
  return dir;
}

describe('--host and --allowed-host over real HTTP', () => {
  it('answers under a service name (the API, the hosted pages, the UI and its own calls) and refuses any other Host', async () => {
    const core = testCore({ host: '0.0.0.0', allowedHosts: ['inkpost'], uiDir: uiFolder(), workers: false });
    const { port, url } = await core.listen(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    const service = `inkpost:${port}`;
    const key = { 'X-API-Key': core.keys.customerKey };
    for (const host of [service, 'inkpost', 'INKPOST:8080', `127.0.0.1:${port}`]) {
      expect((await rawRequest(port, '/api/auth/whoami', { headers: { Host: host, ...key } })).status, host).toBe(200);
    }
    expect((await rawRequest(port, '/hosted/assets/inter-latin.woff2', { headers: { Host: service } })).status).toBe(200);
    expect((await rawRequest(port, '/', { headers: { Host: service } })).body).toContain('Inkpost');
    for (const host of ['evil.example.com', `evil.example.com:${port}`, `inkpost.evil.example:${port}`, `10.0.0.5:${port}`]) {
      const refused = await rawRequest(port, '/api/auth/whoami', { headers: { Host: host, ...key } });
      expect(refused.status, host).toBe(403);
      expectErrorBody(JSON.parse(refused.body), 403, /is not allowed; address the server as http:\/\/127\.0\.0\.1:\d+ or under inkpost$/);
    }

    // The UI opened at http://inkpost:<port>/#token=...: its session, its bootstrap, its API calls, all from that origin.
    const origin = `http://${service}`;
    const browser = { Host: service, Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    const signIn = await rawRequest(port, '/_ui/session', { method: 'POST', headers: browser, body: JSON.stringify({ token: linkToken(core.uiLink()) }) });
    expect(signIn.status).toBe(200);
    const session = (JSON.parse(signIn.body) as { session: string }).session;
    const bootstrap = await rawRequest(port, '/_ui/bootstrap', { headers: { Host: service, 'Sec-Fetch-Site': 'same-origin', [UI_SESSION_HEADER]: session } });
    expect(JSON.parse(bootstrap.body)).toMatchObject({ baseUrl: origin, customerKey: core.keys.customerKey });
    const call = await rawRequest(port, '/api/auth/whoami', { headers: { ...browser, ...key } });
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(origin);
    const foreign = await rawRequest(port, '/api/auth/whoami', { headers: { ...browser, Origin: 'http://evil.example.com', ...key } });
    expect(foreign.status).toBe(403);
  });

  it('answers to no service name unless told, however it is bound', async () => {
    const core = testCore({ host: '0.0.0.0', workers: false });
    const { port } = await core.listen(0);
    const refused = await rawRequest(port, '/api/auth/whoami', { headers: { Host: `inkpost:${port}`, 'X-API-Key': core.keys.customerKey } });
    expect(refused.status).toBe(403);
    expectErrorBody(JSON.parse(refused.body), 403, /a service name needs --allowed-host <name>/);
  });

  it('reads an allowed host with or without its port', () => {
    const policy = { port: 4785, boundAddress: undefined, publicHost: '127.0.0.1:4785', allowedHosts: ['inkpost', 'api.test:8080', '[fd00::1]'] };
    expect(isAllowedHost('api.test:8080', policy)).toBe(true);
    expect(isAllowedHost('api.test:4785', policy)).toBe(false);
    expect(isAllowedHost('[fd00::1]:9', policy)).toBe(true);
    expect(isAllowedHost('localhost:4786', policy)).toBe(false);
    expect(parseAllowedHost(' Inkpost ')).toBe('inkpost');
    expect(parseAllowedHost('fd00::1')).toBe('[fd00::1]');
    for (const bad of ['*', 'http://inkpost', 'ink post', 'inkpost/', '']) expect(parseAllowedHost(bad), bad).toBeUndefined();
  });
});
