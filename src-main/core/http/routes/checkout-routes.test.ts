import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, provisionTeam, recipient, sandboxCampaign, sandboxTeam } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const checkout = (core: Core, body: unknown, key = core.keys.customerKey) => call(core, 'POST', '/api/recipients/checkout', { key, body });
const statuses = (core: Core, campaignId: string) =>
  (core.context.db.prepare('SELECT status FROM recipients WHERE campaign_id = ? ORDER BY rowid').all(campaignId) as { status: string }[]).map((r) => r.status);

async function campaignWithRecipients(core: Core, n = 2) {
  const campaign = await createCampaign(core);
  await addRecipients(core, campaign.id, Array.from({ length: n }, () => recipient()));
  await core.context.jobs.drain();
  return campaign;
}

/** Fills and posts a hosted checkout form the way a browser does. */
async function submitCheckout(core: Core, checkoutUrl: string, fields: Record<string, string>) {
  const path = new URL(checkoutUrl).pathname;
  const page = await core.app.request(path);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on ${path}: ${html.slice(0, 200)}`);
  return core.app.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const CARD = { cardholderName: 'Ada Lovelace', expiry: '12/39', cvc: '123', action: 'pay' };

describe('POST /api/recipients/checkout: the body', () => {
  it("400s a body without campaignId or cartId with the spec's message", async () => {
    const core = testCore();
    const res = await checkout(core, {});
    expectErrorAnswer(res, 400, 'API key checkout requires a campaign id');
    const withRedirect = await checkout(core, { redirectUrl: 'https://partner.example.com/done' });
    expectErrorBody(withRedirect.body, 400, 'API key checkout requires a campaign id');
  });

  it('400s unsupported bodies: campaignIds, recipient ids, both ids, a redirect with a cart, a non-HTTPS redirect', async () => {
    const core = testCore();
    const campaign = await campaignWithRecipients(core);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    const bodies = [
      { campaignIds: [campaign.id] },
      { campaignId: campaign.id, recipientIds: ['x'] },
      { campaignId: campaign.id, cartId: cart.id },
      { cartId: cart.id, redirectUrl: 'https://partner.example.com/done' },
      { campaignId: campaign.id, redirectUrl: 'http://partner.example.com/done' },
      [campaign.id],
    ];
    for (const body of bodies) {
      const res = await checkout(core, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
    }
    expect(statuses(core, campaign.id)).toEqual(['pending', 'pending']);
  });

  it("403s a campaign that is not one-time and 400s an unknown or another team's campaign", async () => {
    const core = testCore();
    const recurring = await createCampaign(core, { frequency: 'recurring', activate: true });
    const res = await checkout(core, { campaignId: recurring.id });
    expectErrorAnswer(res, 403, 'Campaign checkout is only for one-time campaigns');
    const other = await provisionTeam(core);
    const campaign = await campaignWithRecipients(core);
    const foreign = await checkout(core, { campaignId: campaign.id }, other.key);
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.campaignId._errors).toEqual(['Campaign not found']);
  });

  it('400s a campaign with nothing pending', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await checkout(core, { campaignId: campaign.id });
    expectErrorAnswer(res, 400, 'The campaign has no pending recipients to check out');
  });
});

describe('campaign checkout', () => {
  it('pays at once with a valid card on file: recipients ready, invoice with lines and total, campaign closed to more recipients', async () => {
    const core = testCore();
    const campaign = await campaignWithRecipients(core, 3);
    const res = await checkout(core, { campaignId: campaign.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'payment_succeeded', campaignId: campaign.id, invoiceUrl: expect.stringMatching(/^http:\/\/localhost\/invoices\/[\w-]{43}$/) });
    expect(statuses(core, campaign.id)).toEqual(['ready', 'ready', 'ready']);
    const invoice = await (await core.app.request(new URL(res.body.invoiceUrl).pathname)).text();
    expect(invoice).toContain('A6 Postcard: Spring thank-yous');
    expect(invoice).toMatch(/data-testid="invoice-total">\$7\.50</);
    const more = await addRecipients(core, campaign.id, recipient());
    expectErrorAnswer(more, 400, 'Failed to create recipients');
    const view = await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey });
    expect(view.body.status).toBe('ready');
    expect(view.body.invoice_id).toBeTruthy();
  });

  it('needs hosted checkout without a card, with a checkout URL and next; a partner-checkout URL with redirectUrl', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core);
    const plain = await checkout(core, { campaignId: campaign.id });
    expect(plain.body).toEqual({ status: 'checkout_required', campaignId: campaign.id, checkoutUrl: expect.stringMatching(/^http:\/\/localhost\/checkout\/[\w-]{43}$/), next: expect.stringMatching(/^\/checkout\//) });
    expect(plain.body.checkoutUrl.endsWith(plain.body.next)).toBe(true);
    const partner = await checkout(core, { campaignId: campaign.id, redirectUrl: 'https://partner.example.com/done' });
    expect(partner.body).toEqual({ status: 'checkout_required', campaignId: campaign.id, checkoutUrl: expect.stringMatching(/^http:\/\/localhost\/partner-checkout\/checkout\/[\w-]{43}$/) });
    expect(statuses(core, campaign.id)).toEqual(['pending', 'pending']);
  });

  it('sends a declining card to checkout for payment recovery', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'declining' });
    const campaign = await campaignWithRecipients(core);
    expect((await checkout(core, { campaignId: campaign.id })).body.status).toBe('checkout_required');
  });

  it('completes hosted checkout with a good card and redirects with payment_succeeded; the link cannot pay twice', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core);
    const { checkoutUrl } = (await checkout(core, { campaignId: campaign.id, redirectUrl: 'https://partner.example.com/done?x=1' })).body;
    const page = await (await core.app.request(new URL(checkoutUrl).pathname)).text();
    expect(page).toMatch(/data-testid="checkout-total">\$5\.00</);
    const paid = await submitCheckout(core, checkoutUrl, { ...CARD, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    const target = new URL(paid.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('https://partner.example.com/done');
    expect(Object.fromEntries(target.searchParams)).toEqual({ x: '1', status: 'payment_succeeded', campaignId: campaign.id });
    expect(statuses(core, campaign.id)).toEqual(['ready', 'ready']);
    const again = await core.app.request(new URL(checkoutUrl).pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...CARD, cardNumber: '4242424242424242' }).toString() });
    expect(again.status).toBe(410);
    const settings = await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
    expect(settings.body.paymentMethod).toBe('valid'); // the card is kept on file
  });

  it('redirects with payment_failed and a reason when checkout is cancelled or leaves no reusable card', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core);
    const first = (await checkout(core, { campaignId: campaign.id, redirectUrl: 'https://partner.example.com/done' })).body;
    const cancelled = await submitCheckout(core, first.checkoutUrl, { action: 'cancel' });
    expect(Object.fromEntries(new URL(cancelled.headers.get('location') ?? '').searchParams)).toEqual({ status: 'payment_failed', campaignId: campaign.id, reason: 'checkout_not_fulfilled' });
    const second = (await checkout(core, { campaignId: campaign.id, redirectUrl: 'https://partner.example.com/done' })).body;
    const noCard = await submitCheckout(core, second.checkoutUrl, { ...CARD, cardNumber: '4000 0000 0000 3055' });
    expect(Object.fromEntries(new URL(noCard.headers.get('location') ?? '').searchParams)).toEqual({ status: 'payment_failed', campaignId: campaign.id, reason: 'missing_payment_method' });
    expect(statuses(core, campaign.id)).toEqual(['pending', 'pending']);
  });

  it('keeps the page open on a declined card', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core);
    const { checkoutUrl } = (await checkout(core, { campaignId: campaign.id })).body;
    const declined = await submitCheckout(core, checkoutUrl, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    const retry = await submitCheckout(core, checkoutUrl, { ...CARD, cardNumber: '4242 4242 4242 4242' });
    expect(retry.status).toBe(200);
    expect(await retry.text()).toContain('Payment received');
  });

  it('gives a fresh link for exactly the latest pending recipients; the older link stops working', async () => {
    const core = testCore();
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core, 1);
    const old = (await checkout(core, { campaignId: campaign.id })).body.checkoutUrl;
    await addRecipients(core, campaign.id, recipient());
    const fresh = (await checkout(core, { campaignId: campaign.id })).body.checkoutUrl;
    expect(fresh).not.toBe(old);
    expect((await core.app.request(new URL(old).pathname)).status).toBe(410);
    expect(await (await core.app.request(new URL(fresh).pathname)).text()).toMatch(/checkout-total">\$5\.00</);
  });

  it('expires links', async () => {
    let offset = 0;
    const core = testCore({ clock: { nowMs: () => Date.now() + offset } });
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await campaignWithRecipients(core, 1);
    const { checkoutUrl } = (await checkout(core, { campaignId: campaign.id })).body;
    offset = 25 * 60 * 60 * 1000;
    expect((await core.app.request(new URL(checkoutUrl).pathname)).status).toBe(410);
  });

  it('does not charge testing recipients', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    await sandboxCampaign(core, campaign.id, { testing: true });
    await addRecipients(core, campaign.id, recipient());
    const res = await checkout(core, { campaignId: campaign.id });
    expect(res.status).toBe(400);
  });
});

describe('carts', () => {
  it('creates the active cart on demand and lists one-time campaigns with recipients', async () => {
    const core = testCore();
    const empty = await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ status: 'open', completed_at: null, campaigns: [] });
    const again = await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey });
    expect(again.body.id).toBe(empty.body.id);
    const campaign = await campaignWithRecipients(core, 2);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    expect(cart.campaigns).toEqual([
      {
        id: expect.any(String),
        campaign: {
          id: campaign.id,
          name: campaign.name,
          render_mode: 'standard',
          product: { name: 'A6 Postcard' },
          metrics: [
            { status: 'pending', count: 2 },
            { status: 'invalid', count: 0 },
            { status: 'ready', count: 0 },
            { status: 'printing', count: 0 },
            { status: 'shipped', count: 0 },
            { status: 'delivered', count: 0 },
            { status: 'deleted', count: 0 },
          ],
        },
      },
    ]);
    const view = await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey });
    expect(view.body.cart).toEqual({ id: cart.id });
  });

  it('checks out a cart through the hosted page, then completes it', async () => {
    const core = testCore();
    const a = await campaignWithRecipients(core, 1);
    const b = await campaignWithRecipients(core, 2);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    const res = await checkout(core, { cartId: cart.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ campaignIds: [a.id, b.id], next: expect.stringMatching(/^\/checkout\//), checkoutUrl: expect.stringMatching(/^http:\/\/localhost\/checkout\//) });
    const paid = await submitCheckout(core, res.body.checkoutUrl, { ...CARD, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect([...statuses(core, a.id), ...statuses(core, b.id)]).toEqual(['ready', 'ready', 'ready']);
    const next = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    expect(next.id).not.toBe(cart.id);
    const old = core.context.db.prepare('SELECT status, completed_at FROM carts WHERE id = ?').get(cart.id) as any;
    expect(old.status).toBe('completed');
    expect(old.completed_at).toBeTruthy();
  });

  it("refuses another team's cart", async () => {
    const core = testCore();
    const other = await provisionTeam(core);
    await campaignWithRecipients(core, 1);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    const res = await checkout(core, { cartId: cart.id }, other.key);
    expect(res.status).toBe(400);
    const theirs = (await call(core, 'GET', '/api/carts/active', { key: other.key })).body;
    expect(theirs.id).not.toBe(cart.id);
    expect(theirs.campaigns).toEqual([]);
  });
});

describe('the hosted checkout form', () => {
  it('answers a multipart post it cannot parse (a bare boundary) with the form again, 400, charging nothing', async () => {
    const core = testCore({ workers: false });
    await sandboxTeam(core, { paymentMethod: 'none' });
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign.id, [recipient()]);
    const { checkoutUrl } = (await checkout(core, { campaignId: campaign.id })).body;
    const path = new URL(checkoutUrl).pathname;
    const res = await core.app.request(path, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'x' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The form could not be read');
    expect(statuses(core, campaign.id)).toEqual(['pending']);
    expect((await core.app.request(path)).status).toBe(200);
  });
});

describe('POST /api/campaigns/{campaignId}/payment-page (Pay with another card)', () => {
  it('gives a hosted payment page with a card on file, charging nothing until it is paid there', async () => {
    const core = testCore();
    const campaign = await campaignWithRecipients(core);
    const page = await call(core, 'POST', `/api/campaigns/${campaign.id}/payment-page`, { key: core.keys.customerKey });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ campaignId: campaign.id, next: expect.stringMatching(/^\/checkout\//) });
    expect(statuses(core, campaign.id)).toEqual(['pending', 'pending']);
    const paid = await submitCheckout(core, page.body.checkoutUrl, { ...CARD, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBeLessThan(400);
    expect(statuses(core, campaign.id)).toEqual(['ready', 'ready']);
  });

  it('refuses as checkout does, and answers 404 for another team\'s campaign', async () => {
    const core = testCore();
    const empty = await createCampaign(core);
    expectErrorAnswer(await call(core, 'POST', `/api/campaigns/${empty.id}/payment-page`, { key: core.keys.customerKey }), 400, 'The campaign has no pending recipients to check out');
    const other = await provisionTeam(core);
    expectErrorAnswer(await call(core, 'POST', `/api/campaigns/${empty.id}/payment-page`, { key: other.key }), 404, 'Campaign not found');
  });
});
