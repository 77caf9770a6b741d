import { describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-http.ts';
import { expectErrorBody, testCore } from '../test-support/test-core.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

// Any program of any user on the machine can reach 127.0.0.1: the UI's bootstrap
// (which carries the keys) answers only the browser that opened the printed link.
describe('the browser UI session', () => {
  it('answers the bootstrap 401 to a client without the session, whatever headers it sends', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    for (const headers of [{}, { 'Sec-Fetch-Site': 'same-origin' }, { Cookie: `inkpost_ui_${port}=guess` }, { Cookie: 'inkpost_ui=guess' }] as Record<string, string>[]) {
      const res = await rawRequest(port, '/_ui/bootstrap', { headers });
      expect(res.status).toBe(401);
      expectErrorBody(JSON.parse(res.body), 401, /open the UI link with its token/);
      expect(res.body).not.toContain(core.keys.customerKey);
    }
  });

  it('trades the one-time token for an HttpOnly, SameSite=Strict cookie that reads the bootstrap; the token works once', async () => {
    const core = testCore({ workers: false });
    const { port, url } = await core.listen(0);
    const link = core.uiLink();
    expect(link).toMatch(new RegExp(`^${url}/\\?token=[A-Za-z0-9_-]{43}$`));
    const wrong = await rawRequest(port, `/?token=${tokenOf(link).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const opened = await rawRequest(port, `/templates?token=${tokenOf(link)}&x=1`);
    expect(opened.status).toBe(303);
    expect(opened.headers['location']).toBe('/templates?x=1'); // the token leaves the address bar
    const [cookie] = opened.headers['set-cookie'] as string[];
    expect(cookie).toMatch(new RegExp(`^inkpost_ui_${port}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
    const session = cookie!.split(';')[0]!;

    const boot = await rawRequest(port, '/_ui/bootstrap', { headers: { Cookie: session, 'Sec-Fetch-Site': 'same-origin' } });
    expect(boot.status).toBe(200);
    expect(JSON.parse(boot.body)).toEqual({ baseUrl: url, customerKey: core.keys.customerKey, partnerKey: core.keys.partnerKey, teamId: core.keys.teamId, adminToken: core.keys.adminToken });
    expect(boot.headers['cache-control']).toBe('no-store');

    const again = await rawRequest(port, `/?token=${tokenOf(link)}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    const cross = await rawRequest(port, '/_ui/bootstrap', { headers: { Cookie: session, 'Sec-Fetch-Site': 'cross-site' } });
    expect(cross.status).toBe(403);
  });

  it('keeps API clients with a key working without any session', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const res = await rawRequest(port, '/api/auth/whoami', { headers: { 'X-API-Key': core.keys.customerKey } });
    expect(res.status).toBe(200);
  });
});
