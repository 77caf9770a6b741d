import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '#shared/contract/request-log.ts';
import { curlCommand } from './curl.ts';

const creds = { baseUrl: 'http://127.0.0.1:4785', demoTeamId: 'team-demo', customerKey: 'ink_ck_DEMO', partnerKey: 'ink_pk_PARTNER', adminToken: 'ADMIN' };

function entry(overrides: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id: 1, at: '2026-03-01T10:00:00.000000+00:00', method: 'POST', path: '/api/campaigns', query: null, route: 'campaignsCreate', status: 400, durationMs: 2, source: 'client',
    key: { id: 'k1', kind: 'customer' }, teamId: 'team-demo', message: 'Validation error', faultId: null, replayOf: null,
    request: { headers: { 'content-type': 'application/json', 'x-api-key': 'ink_ck_••••', host: '127.0.0.1:4785', 'user-agent': 'node' }, contentType: 'application/json', bytes: 17, text: `{"name":"Bob's"}`, truncated: false, masked: false },
    response: { headers: {}, contentType: 'application/json', bytes: 2, text: '{}', truncated: false },
    validation: null, replayable: true, replayBlockedBy: null,
    ...overrides,
  };
}

describe('copy as curl', () => {
  it('runs as it was sent, with the demo key filled in and quotes escaped', () => {
    expect(curlCommand(entry(), creds)).toBe(`curl -X POST 'http://127.0.0.1:4785/api/campaigns' -H 'X-API-Key: ink_ck_DEMO' -H 'content-type: application/json' --data-raw '{"name":"Bob'\\''s"}'`);
  });

  it("names the key to fill in for another team's key, and uses the admin token for sandbox calls", () => {
    expect(curlCommand(entry({ teamId: 'team-other', method: 'GET', request: { ...entry().request, text: null } }), creds)).toBe(`curl 'http://127.0.0.1:4785/api/campaigns' -H 'X-API-Key: <customer key of team team-other>' -H 'content-type: application/json'`);
    expect(curlCommand(entry({ key: { id: null, kind: 'admin' }, method: 'GET', path: '/_sandbox/teams/x', query: 'a=1', request: { ...entry().request, headers: {}, text: null } }), creds)).toBe(`curl 'http://127.0.0.1:4785/_sandbox/teams/x?a=1' -H 'Authorization: Bearer ADMIN'`);
  });

  it("leaves out the Accept: */* that curl sends itself, and keeps any other Accept", () => {
    const headers = { accept: '*/*', 'content-type': 'application/json' };
    expect(curlCommand(entry({ request: { ...entry().request, headers } }), creds)).not.toContain('accept');
    expect(curlCommand(entry({ request: { ...entry().request, headers: { accept: 'application/json' } } }), creds)).toContain(`-H 'accept: application/json'`);
  });
});
