import { describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-http.ts';
import { expectErrorBody, testCore } from '../test-support/test-core.ts';
import { openUiLink } from '../test-support/ui-session.ts';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';

describe('host and origin guards over real HTTP', () => {
  it('answers on 127.0.0.1 with its own Host', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await rawRequest(port, '/api/auth/whoami', { headers: { Host: host, 'X-API-Key': core.keys.customerKey } });
      expect(res.status, host).toBe(200);
    }
  });

  it('rejects a foreign Host (DNS rebinding) and a wrong port', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    for (const host of ['evil.example.com', `evil.example.com:${port}`, `127.0.0.1:${port + 1}`, '10.0.0.5']) {
      const res = await rawRequest(port, '/api/auth/whoami', { headers: { Host: host, 'X-API-Key': core.keys.customerKey } });
      expect(res.status, host).toBe(403);
      expectErrorBody(JSON.parse(res.body), 403, /is not allowed/);
    }
  });

  it('allows browser calls only from its own UI origin', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    const own = `http://127.0.0.1:${port}`;
    const ok = await rawRequest(port, '/api/auth/whoami', { headers: { Origin: own, 'X-API-Key': core.keys.customerKey } });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(own);
    for (const origin of ['https://evil.example.com', 'null', `http://127.0.0.1:${port + 1}`]) {
      const res = await rawRequest(port, '/api/auth/whoami', { headers: { Origin: origin, 'X-API-Key': core.keys.customerKey } });
      expect(res.status, origin).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expectErrorBody(JSON.parse(res.body), 403, 'Cross-origin requests are allowed only from the Inkpost UI');
    }
  });

  it('answers a preflight from its own UI origin', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    const own = `http://localhost:${port}`;
    const res = await rawRequest(port, '/api/auth/whoami', {
      method: 'OPTIONS',
      headers: { Origin: own, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('X-API-Key');
  });

  it('refuses the UI bootstrap to a cross-site or same-site fetch (another port of this host), whatever it carries', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    // The UI's browser session first (the page trades the printed link's token for it).
    const session = await openUiLink(core.uiLink());
    const own = await rawRequest(port, '/_ui/bootstrap', { headers: { 'Sec-Fetch-Site': 'same-origin', [UI_SESSION_HEADER]: session } });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual({ baseUrl: `http://127.0.0.1:${port}`, customerKey: core.keys.customerKey, partnerKey: core.keys.partnerKey, teamId: core.keys.teamId, adminToken: core.keys.adminToken });
    for (const site of ['cross-site', 'same-site']) {
      const refused = await rawRequest(port, '/_ui/bootstrap', { headers: { 'Sec-Fetch-Site': site, [UI_SESSION_HEADER]: session } });
      expect(refused.status, site).toBe(403);
    }
  });
});
