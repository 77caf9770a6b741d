import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#shared/contract/index.ts';
import type { RouteDecl } from '#shared/contract/define.ts';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { expectErrorBody, testCore } from '../test-support/test-core.ts';
import { linkToken, openUiLink } from '../test-support/ui-session.ts';

const json = { 'Content-Type': 'application/json' };

// Any program of any user on the machine can reach 127.0.0.1: the UI's bootstrap
// (which carries the keys) answers only the page that opened the printed link.
describe('the browser UI session', () => {
  it('answers the bootstrap 401 to a client without the session, whatever headers it sends', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    for (const headers of [{}, { 'Sec-Fetch-Site': 'same-origin' }, { [UI_SESSION_HEADER]: 'guess' }, { Cookie: `inkpost_ui_${port}=guess` }, { Cookie: 'inkpost_ui=guess' }] as Record<string, string>[]) {
      const res = await rawRequest(port, '/_ui/bootstrap', { headers });
      expect(res.status).toBe(401);
      expectErrorBody(JSON.parse(res.body), 401, /open the UI link with its token/);
      expect(res.body).not.toContain(core.keys.customerKey);
    }
  });

  it('prints the token in the fragment, which no request carries; the page trades it once for a session that reads the bootstrap', async () => {
    const core = testCore({ workers: false });
    const { port, url } = await core.listen(0);
    const link = core.uiLink();
    expect(link).toMatch(new RegExp(`^${url}/#token=[A-Za-z0-9_-]{43}$`));
    const token = linkToken(link);
    const page = await rawRequest(port, '/'); // what a browser requests for the link: the fragment stays behind
    expect(page.headers['set-cookie']).toBeUndefined();

    const wrong = await rawRequest(port, '/_ui/session', { method: 'POST', headers: json, body: JSON.stringify({ token: token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }) });
    expectErrorBody(JSON.parse(wrong.body), 401, /used already or is not the one the server printed/);
    const traded = await rawRequest(port, '/_ui/session', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
    expect(traded.status).toBe(200);
    expect(traded.headers['set-cookie']).toBeUndefined();
    expect(traded.headers['cache-control']).toBe('no-store');
    const { session } = JSON.parse(traded.body) as { session: string };
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const boot = await rawRequest(port, '/_ui/bootstrap', { headers: { [UI_SESSION_HEADER]: session, 'Sec-Fetch-Site': 'same-origin' } });
    expect(boot.status).toBe(200);
    expect(JSON.parse(boot.body)).toEqual({ baseUrl: url, customerKey: core.keys.customerKey, partnerKey: core.keys.partnerKey, teamId: core.keys.teamId, adminToken: core.keys.adminToken });
    expect(boot.headers['cache-control']).toBe('no-store');

    const again = await rawRequest(port, '/_ui/session', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
    expect(again.status).toBe(401);
  });

  // A browser sends a 127.0.0.1 cookie to every port of the host: a process on another
  // port that received the UI's credential as a cookie could replay it. There is none to replay.
  it('keeps the session out of cookies: opening the link sets none, and the session replayed as a cookie reads nothing anywhere', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const link = core.uiLink();
    const token = linkToken(link) || (new URL(link).searchParams.get('token') ?? ''); // (the link of the cookie days carried it in the query)
    const opened = await rawRequest(port, `/?token=${token}`); // a token sent in the query sets nothing either
    expect(opened.headers['set-cookie']).toBeUndefined();
    const session = await openUiLink(link);
    const cookie = `inkpost_ui_${port}=${session}; inkpost_ui=${session}; session=${session}`;
    const guarded = (Object.values(CONTRACT) as RouteDecl[]).filter((route) => route.auth !== 'none' && !Object.values(route.responses).some((r) => typeof r === 'object' && r.media === 'text/event-stream'));
    for (const route of guarded) {
      const path = route.path.replace('{path}', 'x').replace(/\{[A-Za-z]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await rawRequest(port, path, { method: route.method.toUpperCase(), headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', ...(route.body ? json : {}) }, ...(route.body ? { body: '{}' } : {}) });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
    const events = await rawRequest(port, '/_sandbox/events', { headers: { Cookie: cookie } });
    expect(events.status).toBe(401);
  });

  it('keeps API clients with a key working without any session', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const res = await rawRequest(port, '/api/auth/whoami', { headers: { 'X-API-Key': core.keys.customerKey } });
    expect(res.status).toBe(200);
  });
});
