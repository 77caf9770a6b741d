import { describe, expect, it } from 'vitest';
import { BILLING_SETUP_TTL_MS } from '#core/domain/billing-setup.ts';
import { GOOD_CARD, PARTNER_REDIRECT, formAction, provision } from '#core/test-support/partner-flow.ts';
import { call, testCore } from '#core/test-support/test-core.ts';

type TestCore = ReturnType<typeof testCore>;

/** POSTs the fields as a form (urlencoded) straight to the URL. */
const postForm = (core: TestCore, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  core.app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });

/** GETs the hosted page, then POSTs its form like a browser would. */
async function submit(core: TestCore, setupUrl: string, fields: Record<string, string>) {
  const page = await core.app.request(setupUrl);
  const html = await page.text();
  return postForm(core, new URL(formAction(html), setupUrl).toString(), fields);
}

const settings = async (core: TestCore, teamId: string) =>
  (await call(core, 'GET', `/_sandbox/teams/${teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } })).body;

describe('hosted billing setup page', () => {
  it('serves a form with the test cards, safe headers and the team name escaped', async () => {
    const core = testCore();
    const team = await provision(core, { companyName: '<script>alert(1)</script> & Co' });
    const res = await core.app.request(team.billingSetupUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    // Escaped once, by Hono's html helper: never raw, never twice (&amp;lt;).
    expect(html).toContain('Set up billing for &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</h1>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('&amp;lt;');
    // The app's typeface, from this server only, and a word on what happens next.
    expect(res.headers.get('content-security-policy')).toContain("font-src 'self'");
    expect(html).toContain('url(/hosted/assets/inter-latin.woff2)');
    expect(html).toContain('What happens next');
    const font = await core.app.request('/hosted/assets/inter-latin.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3055']) expect(html).toContain(card);
    expect(formAction(html)).toBe(new URL(team.billingSetupUrl).pathname);
  });

  it('answers a multipart post it cannot parse (a bare boundary) with the form again, 400, and the link still open', async () => {
    const core = testCore();
    const team = await provision(core);
    const path = new URL(team.billingSetupUrl).pathname;
    const res = await core.app.request(path, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('The form could not be read');
    expect((await core.app.request(path)).status).toBe(200);
    expect((await settings(core, team.teamId)).paymentMethod).toBe('none');
  });

  it('saves a payment method, starts the subscription when chosen and redirects with the outcome', async () => {
    const core = testCore();
    const team = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const res = await submit(core, team.billingSetupUrl, { ...GOOD_CARD, subscribe: 'on', action: 'save' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://partner.example.com/billing/done');
    expect(Object.fromEntries(location.searchParams)).toEqual({ session: 'abc', status: 'setup_succeeded', teamId: team.teamId });
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'valid', subscription: 'active' });
  });

  it('saves only the payment method without the subscription box, and shows a completion page without a redirect URL', async () => {
    const core = testCore();
    const team = await provision(core);
    const res = await submit(core, team.billingSetupUrl, GOOD_CARD);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Billing set up');
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'valid', subscription: 'none' });
  });

  it('keeps the customer on the page after a declined card; the link still works afterwards', async () => {
    const core = testCore();
    const team = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const declined = await submit(core, team.billingSetupUrl, { ...GOOD_CARD, cardNumber: '4000000000000002' });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Your card was declined. Try another card.');
    expect(html).toContain('value="Ada Lovelace"');
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none' });
    expect((await submit(core, team.billingSetupUrl, GOOD_CARD)).status).toBe(303);
  });

  it('redirects with setup_failed and missing_payment_method for a card that leaves no reusable method', async () => {
    const core = testCore();
    const team = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const res = await submit(core, team.billingSetupUrl, { ...GOOD_CARD, cardNumber: '4000 0000 0000 3055', subscribe: 'on' });
    expect(res.status).toBe(303);
    const query = new URL(res.headers.get('location') ?? '').searchParams;
    expect([query.get('status'), query.get('reason'), query.get('teamId')]).toEqual(['setup_failed', 'missing_payment_method', team.teamId]);
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none', subscription: 'none' });
  });

  it('redirects with setup_failed and checkout_not_fulfilled on cancel', async () => {
    const core = testCore();
    const team = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const res = await submit(core, team.billingSetupUrl, { action: 'cancel' });
    expect(res.status).toBe(303);
    const query = new URL(res.headers.get('location') ?? '').searchParams;
    expect([query.get('status'), query.get('reason')]).toEqual(['setup_failed', 'checkout_not_fulfilled']);
    expect((await core.app.request(team.billingSetupUrl)).status).toBe(410);
  });

  it('re-renders with field errors for invalid input, unknown numbers and expired cards, changing nothing', async () => {
    const core = testCore();
    const team = await provision(core);
    const cases: [Record<string, string>, string][] = [
      [{ ...GOOD_CARD, cardNumber: '4242' }, 'Enter a card number of 12 to 19 digits'],
      [{ ...GOOD_CARD, expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
      [{ ...GOOD_CARD, expiry: '01/20' }, 'This card has expired'],
      [{ ...GOOD_CARD, cvc: '12' }, 'Enter the 3 or 4 digit security code'],
      [{ ...GOOD_CARD, cardholderName: ' ' }, 'Enter the name on the card'],
      [{ ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' }, 'Not a test card'],
    ];
    for (const [fields, message] of cases) {
      const res = await submit(core, team.billingSetupUrl, fields);
      expect(res.status, message).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none' });
    const json = await core.app.request(team.billingSetupUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(GOOD_CARD) });
    expect(json.status).toBe(415);
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none' });
  });

  it('refuses a used link: it cannot be replayed, not even to change another team', async () => {
    const core = testCore();
    const a = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const b = await provision(core);
    expect((await submit(core, a.billingSetupUrl, { ...GOOD_CARD, teamId: b.teamId })).status).toBe(303);
    expect(await settings(core, a.teamId)).toMatchObject({ paymentMethod: 'valid' });
    expect(await settings(core, b.teamId)).toMatchObject({ paymentMethod: 'none', subscription: 'none' });

    const page = await core.app.request(a.billingSetupUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('already been used');
    const replay = await postForm(core, a.billingSetupUrl, { ...GOOD_CARD, subscribe: 'on', teamId: b.teamId });
    expect(replay.status).toBe(410);
    expect(await settings(core, a.teamId)).toMatchObject({ subscription: 'none' });
    expect(await settings(core, b.teamId)).toMatchObject({ paymentMethod: 'none', subscription: 'none' });
  });

  it('expires links after 24 hours', async () => {
    let now = Date.UTC(2026, 0, 1);
    const core = testCore({ clock: { nowMs: () => now } });
    const team = await provision(core);
    now += BILLING_SETUP_TTL_MS - 1;
    expect((await core.app.request(team.billingSetupUrl)).status).toBe(200);
    now += 1;
    const expired = await core.app.request(team.billingSetupUrl);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('expired');
    const post = await postForm(core, team.billingSetupUrl, GOOD_CARD);
    expect(post.status).toBe(410);
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none' });
  });

  it('accepts the form from its own origin and refuses cross-site posts', async () => {
    const core = testCore();
    const team = await provision(core);
    const post = (origin: string) => postForm(core, team.billingSetupUrl, GOOD_CARD, { Origin: origin });
    expect((await post('https://evil.example')).status).toBe(403);
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'none' });
    expect((await post('http://localhost')).status).toBe(200);
    expect(await settings(core, team.teamId)).toMatchObject({ paymentMethod: 'valid' });
  });

  it('404s unknown tokens and tokens used on the other URL family', async () => {
    const core = testCore();
    expect((await core.app.request('/billing/setup/not-a-token')).status).toBe(404);
    const plain = await provision(core);
    const partner = await provision(core, { billingRedirectUrl: PARTNER_REDIRECT });
    const plainToken = plain.billingSetupUrl.split('/').pop();
    const partnerToken = partner.billingSetupUrl.split('/').pop();
    expect((await core.app.request(`/partner-checkout/billing-setup/${plainToken}`)).status).toBe(404);
    expect((await core.app.request(`/billing/setup/${partnerToken}`)).status).toBe(404);
  });
});
