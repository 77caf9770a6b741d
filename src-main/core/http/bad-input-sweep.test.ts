import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#shared/contract/index.ts';
import type { RouteDecl } from '#shared/contract/define.ts';
import { addRecipients, createCampaign, recipient, sandboxTeam } from '../test-support/fixtures.ts';
import { call, testCore } from '../test-support/test-core.ts';
import { uiSessionHeaders } from '../test-support/ui-session.ts';

// Every route, every kind of malformed body and id: the answer is a clear 4xx in
// the common error body (or a success), never a 500 and never a crash.
const BODIES: unknown[] = [undefined, '', 'null', '[]', '"text"', '42', '{}', '{"a":', { data: null }, { campaignId: 7, data: [null] }, { html: { front: 5 } }, { url: 'javascript:alert(1)', status: 'on' }, { keys: [] }, { slots: 'x' }];
const IDS = ['00000000-0000-4000-8000-000000000000', 'x', '%E2%9C%93', "' OR 1=1 --"];

function headersFor(route: RouteDecl, core: ReturnType<typeof testCore>, uiSession: Record<string, string>): Record<string, string> {
  if (route.auth === 'admin') return { Authorization: `Bearer ${core.keys.adminToken}` };
  if (route.auth === 'partner') return { 'X-API-Key': core.keys.partnerKey };
  if (route.auth === 'ui') return uiSession; // the session the one-time UI link opens
  if (route.auth === 'none') return {};
  return { 'X-API-Key': core.keys.customerKey };
}

describe('bad input never causes a 500', () => {
  it('answers every route with a 2xx/3xx or a 4xx in the common body', async () => {
    const core = testCore({ workers: false });
    // Real records too, so the sweep reaches past the not-found checks.
    await sandboxTeam(core, { attachments: true });
    const campaign = await createCampaign(core);
    const [recipientRow] = (await addRecipients(core, campaign.id, recipient())).body;
    const ids = [...IDS, campaign.id, recipientRow.id, core.keys.teamId];
    const uiSession = await uiSessionHeaders(core);
    const failures: string[] = [];
    const seen = new Map<number, number>();
    // A stream (GET /_sandbox/events) never ends, so it has no body to sweep; its own test covers its credential.
    const routes = (Object.values(CONTRACT) as RouteDecl[]).filter((route) => !Object.values(route.responses).some((r) => typeof r === 'object' && r.media === 'text/event-stream'));
    for (const route of routes) {
      for (const id of ids) {
        const path = route.path.replace('{path}', `teams/${id}.pdf`).replace(/\{[A-Za-z]+\}/g, id);
        for (const body of route.method === 'get' ? [undefined] : BODIES) {
          const res = await call(core, route.method.toUpperCase(), path, {
            headers: headersFor(route, core, uiSession),
            ...(body === undefined ? {} : { body: typeof body === 'string' ? body : body }),
          });
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          const label = `${route.method.toUpperCase()} ${path} ${JSON.stringify(body)} -> ${res.status}`;
          if (res.status >= 500) failures.push(`${label} ${JSON.stringify(res.body).slice(0, 200)}`);
          else if (res.status >= 400 && (typeof res.body !== 'object' || res.body === null || res.body.error !== true) && !String(res.headers.get('content-type')).includes('text/html')) {
            failures.push(`${label}: not the common error body`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep reaches the handlers: validation (400) and not-found (404) answers dominate, not auth failures.
    expect(seen.get(400) ?? 0).toBeGreaterThan(200);
    expect(seen.get(404) ?? 0).toBeGreaterThan(20);
    expect(seen.get(401) ?? 0).toBe(0);
  }, 120_000);
});
