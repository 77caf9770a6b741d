import { describe, expect, it } from 'vitest';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '../test-support/test-core.ts';
import { DEFAULT_MAX_BODY_BYTES as MAX_BODY_BYTES } from '#shared/contract/define.ts';

describe('the common error body for bad input', () => {
  const sandbox = (core: ReturnType<typeof testCore>) => ({
    path: `/_sandbox/teams/${core.keys.teamId}`,
    headers: { Authorization: `Bearer ${core.keys.adminToken}` },
  });

  it('400s malformed JSON', async () => {
    const core = testCore();
    const { path, headers } = sandbox(core);
    const res = await call(core, 'PATCH', path, { headers, body: '{"subscription": ' });
    expectErrorAnswer(res, 400, 'Malformed JSON body');
  });

  it('415s a body that is not JSON', async () => {
    const core = testCore();
    const { path, headers } = sandbox(core);
    const res = await call(core, 'PATCH', path, { headers: { ...headers, 'Content-Type': 'text/plain' }, body: 'subscription=none' });
    expectErrorAnswer(res, 415, 'Content-Type must be application/json');
  });

  it('413s an oversized body and changes nothing', async () => {
    const core = testCore();
    const { path, headers } = sandbox(core);
    const huge = JSON.stringify({ subscription: 'none', pad: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await call(core, 'PATCH', path, { headers, body: huge });
    expectErrorAnswer(res, 413, /exceeds/);
    const after = await call(core, 'GET', path, { headers });
    expect(after.body.subscription).toBe('active');
  });

  it.each([
    { answer: '404s an unknown route', method: 'GET', path: '/api/nothing-here', status: 404, message: 'Route not found', statusMessage: 'Not Found', allow: null },
    { answer: '405s an unsupported method on a known path, with Allow', method: 'DELETE', path: '/api/auth/whoami', status: 405, message: 'Method DELETE is not allowed on /api/auth/whoami', statusMessage: 'Method Not Allowed', allow: 'GET' },
  ])('$answer', async ({ method, path, status, message, statusMessage, allow }) => {
    const core = testCore();
    const res = await call(core, method, path, { key: core.keys.customerKey });
    expect(res.status).toBe(status);
    expectErrorBody(res.body, status, message);
    expect(res.body.statusMessage).toBe(statusMessage);
    expect(res.headers.get('allow')).toBe(allow);
  });

  it('400s a schema failure with the nested _errors tree and spec messages', async () => {
    const core = testCore();
    const { path, headers } = sandbox(core);
    const res = await call(core, 'PATCH', path, { headers, body: { subscription: 'sometimes', generateApi: 'yes' } });
    expectErrorAnswer(res, 400, 'Validation error');
    expect(res.body.data._errors).toEqual([]);
    expect(res.body.data.subscription._errors[0]).toMatch(/Invalid enum value/);
    expect(res.body.data.generateApi._errors).toEqual(['Expected boolean, received string']);
  });

  it('uses the spec message for a wrong JSON type at the top', async () => {
    const core = testCore();
    const { path, headers } = sandbox(core);
    const res = await call(core, 'PATCH', path, { headers, body: [] });
    expect(res.status).toBe(400);
    expect(res.body.data._errors).toEqual(['Expected object, received array']);
  });

  it('500s an unexpected failure in the common body and keeps serving', async () => {
    const core = testCore();
    core.app.get('/api/__explode', () => {
      throw new Error('kaboom');
    });
    const res = await call(core, 'GET', '/api/__explode');
    expectErrorAnswer(res, 500, 'An unexpected error occurred');
    expect(res.body.statusMessage).toBe('Server Error');
    expect(JSON.stringify(res.body)).not.toContain('kaboom');
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey })).status).toBe(200);
  });
});
