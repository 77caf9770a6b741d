import { describe, expect, it } from 'vitest';
import { ISO_MICROS_PATTERN } from '#shared/time.ts';
import { PROVISIONED_KEY_NAME } from '#core/domain/provision-team.ts';
import { PARTNER_REDIRECT, provision } from '#core/test-support/partner-flow.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VALID = { email: 'owner@acme.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme Ltd' };
const post = (core: ReturnType<typeof testCore>, body: unknown, key = core.keys.partnerKey) => call(core, 'POST', '/api/partner/teams', { key, body });

describe('POST /api/partner/teams', () => {
  it('provisions a team, its owner, a pending invitation and a customer key returned once', async () => {
    const core = testCore();
    const res = await post(core, VALID);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      teamId: expect.stringMatching(UUID),
      apiKey: { id: expect.stringMatching(UUID), name: PROVISIONED_KEY_NAME, key: expect.stringMatching(/^ink_ck_/), created_at: expect.stringMatching(ISO_MICROS_PATTERN) },
      owner: { userId: expect.stringMatching(UUID), email: VALID.email },
      invitation: { id: expect.stringMatching(UUID), status: 'pending' },
      billingSetupUrl: expect.stringMatching(/^http:\/\/localhost\/billing\/setup\/[A-Za-z0-9_-]{43}$/),
      links: { templatesUrl: 'http://localhost/templates' },
    });
    const { teamId, apiKey, owner, invitation } = res.body;
    const whoami = await call(core, 'GET', '/api/auth/whoami', { key: apiKey.key });
    expect(whoami.body).toEqual({ id: apiKey.id, name: PROVISIONED_KEY_NAME, kind: 'customer', teamId });

    const db = core.context.db;
    expect(db.prepare('SELECT kind, name, subscription, payment_method FROM teams WHERE id = ?').get(teamId)).toEqual({
      kind: 'customer', name: 'Acme Ltd', subscription: 'none', payment_method: 'none',
    });
    expect(db.prepare('SELECT email, first_name, last_name, role FROM users WHERE id = ? AND team_id = ?').get(owner.userId, teamId)).toEqual({
      email: VALID.email, first_name: 'Ada', last_name: 'Lovelace', role: 'owner',
    });
    expect(db.prepare('SELECT status, user_id FROM invitations WHERE id = ?').get(invitation.id)).toEqual({ status: 'pending', user_id: owner.userId });
    // Only a hash of the secret is stored.
    const dump = JSON.stringify(db.prepare('SELECT * FROM api_keys').all());
    expect(dump).not.toContain(apiKey.key);
  });

  it('gives every provisioning its own team and key', async () => {
    const core = testCore();
    const a = await provision(core);
    const b = await provision(core);
    expect(a.teamId).not.toBe(b.teamId);
    expect(a.apiKey.key).not.toBe(b.apiKey.key);
  });

  it('is for an approved partner key only: 401 for customer keys, no key, and unapproved partners', async () => {
    const core = testCore();
    expectErrorBody((await post(core, VALID, core.keys.customerKey)).body, 401, 'Invalid authentication token.');
    expect((await call(core, 'POST', '/api/partner/teams', { body: VALID })).status).toBe(401);
    core.context.db.prepare("UPDATE teams SET partner_approved = 0 WHERE kind = 'partner'").run();
    const unapproved = await post(core, VALID);
    expectErrorAnswer(unapproved, 401, 'Invalid authentication token.');
    expect(core.context.db.prepare("SELECT count(*) AS n FROM teams WHERE kind = 'customer'").get()).toEqual({ n: 1 });
  });

  it('400s with the _errors tree for each missing or invalid customer detail', async () => {
    const core = testCore();
    for (const field of ['email', 'firstName', 'lastName', 'companyName'] as const) {
      const { [field]: _omit, ...rest } = VALID;
      const res = await post(core, rest);
      expect(res.status, field).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors).toEqual(['Required']);
      expect(res.body.data._errors).toEqual([]);
      const blank = await post(core, { ...VALID, [field]: '   ' });
      expect(blank.status, `${field} blank`).toBe(400);
      expect(blank.body.data[field]._errors.length).toBeGreaterThan(0);
    }
    const badEmail = await post(core, { ...VALID, email: 'not-an-email' });
    expect(badEmail.body.data.email._errors).toEqual(['Invalid email']);
    const wrongType = await post(core, { ...VALID, firstName: 42 });
    expect(wrongType.body.data.firstName._errors).toEqual(['Expected string, received number']);
    expect(core.context.db.prepare("SELECT count(*) AS n FROM teams WHERE kind = 'customer'").get()).toEqual({ n: 1 });
  });

  it('accepts an HTTPS billingRedirectUrl of up to 500 characters and refuses others', async () => {
    const core = testCore();
    const base = 'https://partner.example.com/';
    const max = base + 'a'.repeat(500 - base.length);
    expect((await post(core, { ...VALID, billingRedirectUrl: max })).status).toBe(200);
    const cases: [unknown, string][] = [
      ['http://partner.example.com/done', 'Must be an HTTPS URL'],
      [max + 'a', 'String must contain at most 500 character(s)'],
      ['partner.example.com/done', 'Invalid url'],
      ['javascript:alert(1)', 'Must be an HTTPS URL'],
    ];
    for (const [billingRedirectUrl, message] of cases) {
      const res = await post(core, { ...VALID, billingRedirectUrl });
      expect(res.status, String(billingRedirectUrl)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data.billingRedirectUrl._errors).toContain(message);
    }
  });

  it('returns a partner-checkout billingSetupUrl when billingRedirectUrl is sent', async () => {
    const core = testCore();
    const team = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    expect(team.billingSetupUrl).toMatch(/^http:\/\/localhost\/partner-checkout\/billing-setup\/[A-Za-z0-9_-]{43}$/);
    const page = await core.app.request(team.billingSetupUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('you go back to the application that sent you here');
  });

  it('creates nothing when provisioning fails midway (500, common body)', async () => {
    const core = testCore();
    core.context.db.exec('DROP TABLE invitations');
    const res = await post(core, VALID);
    expectErrorAnswer(res, 500, 'An unexpected error occurred');
    expect(core.context.db.prepare("SELECT count(*) AS n FROM teams WHERE kind = 'customer'").get()).toEqual({ n: 1 });
  });
});
