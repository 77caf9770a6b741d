import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodePng, decodeQrAt } from '#core/test-support/render-test-kit.ts';
import { call, expectErrorBody, htmlTestCore } from '#core/test-support/test-core.ts';
import { sandboxTeam } from '#core/test-support/fixtures.ts';
import { startReceiver } from '#core/test-support/test-receiver.ts';
import { verifyWebhookSignature } from '#core/webhooks/verify-signature.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';

const QR = (id: string, destination: string, extra = '') =>
  `<div data-sqr data-sqr-id="${id}" data-sqr-destination="${destination}" ${extra} style="position:absolute; left:110mm; top:70mm; width:15mm; height:15mm"></div>`;
const FRONT = { html: `<div style="padding:8mm; font: 16pt serif">Autumn open day</div>${QR('hero', 'https://shop.example.com/autumn')}`, styles: { body: { background: '#fdf6e3' } } };
const BACK = { html: `<p style="margin:12mm">See you there!</p>${QR('hero', 'https://shop.example.com/map')}` };
const DATA = { first_name: 'Ada', last_name: 'Lovelace', company: 'Engines', address: { address1: '12 Byron Road', city: 'London', postal_code: 'W1 2AB', country: 'GB' }, variables: { externalId: 'crm-7', tier: 'gold' } };

const post = (core: Core, body: unknown) => call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body });
const admin = (core: Core) => ({ Authorization: `Bearer ${core.keys.adminToken}` });

async function fetchSigned(core: Core, url: string): Promise<Buffer> {
  const u = new URL(url);
  const res = await core.app.request(u.pathname + u.search);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.skipIf(Boolean(chromiumMissing))('POST /api/recipients/html', () => {
  it('renders a ready recipient for a subscription account: duplex PDF, a 300 dpi preview per side, signed URLs', async () => {
    const core = htmlTestCore();
    const res = await post(core, { product_key: 'a6_postcard', orientation: 'landscape', data: DATA, html: { front: FRONT, back: BACK } });
    expect(res.status).toBe(200);
    expect(res.body.recipient).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', status: 'ready', is_rendered: true, address1: '12 Byron Road', postal_code: 'W1 2AB', country: 'GB' });
    expect(res.body.recipient.variables).toEqual({ externalId: 'crm-7', tier: 'gold', html: { front: FRONT, back: BACK } });
    expect(res.body.documents.map((d: any) => [d.format, d.type])).toEqual([['pdf', 'postcard'], ['preview', 'postcard'], ['preview', 'postcard']]);
    const pdf = await PDFDocument.load(await fetchSigned(core, res.body.documents[0].signed_url));
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(((148 + 6) / 25.4) * 72, 0);
    const preview = await fetchSigned(core, res.body.documents[1].signed_url);
    expect([preview.readUInt32BE(16), preview.readUInt32BE(20)]).toEqual([Math.round((154 * 300) / 25.4), Math.round((111 * 300) / 25.4)]);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    expect(cart.campaigns).toEqual([]); // subscription: no checkout
  });

  it('puts the recipient of an account without subscription, pending, in the reused hidden HTML campaign of the active cart', async () => {
    const core = htmlTestCore();
    await sandboxTeam(core, { subscription: 'none' });
    const first = await post(core, { product_key: 'a6_postcard', data: DATA, html: { front: FRONT } });
    const second = await post(core, { product_key: 'a6_postcard', data: DATA, html: { front: FRONT } });
    expect(first.body.recipient.status).toBe('pending');
    expect(first.body.documents.filter((d: any) => d.format === 'preview')).toHaveLength(1);
    const cart = (await call(core, 'GET', '/api/carts/active', { key: core.keys.customerKey })).body;
    expect(cart.campaigns).toHaveLength(1);
    expect(cart.campaigns[0].campaign).toMatchObject({ name: '[hidden:html] A6 Postcard', render_mode: 'html' });
    expect(cart.campaigns[0].campaign.metrics.find((m: any) => m.status === 'pending').count).toBe(2);
    expect(first.body.recipient.campaign_id).toBe(second.body.recipient.campaign_id);
    const listed = (await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body as any[];
    expect(listed.some((c) => c.name.startsWith('[hidden:html]'))).toBe(false);
    const checkout = await call(core, 'POST', '/api/recipients/checkout', { key: core.keys.customerKey, body: { cartId: cart.id } });
    expect(checkout.body.campaignIds).toEqual([first.body.recipient.campaign_id]);
  });

  it('adds an envelope document for products that take one, and refuses it for postcards', async () => {
    const core = htmlTestCore();
    const res = await post(core, { product_key: 'a6_card', include_envelope: true, data: DATA, html: { front: FRONT } });
    expect(res.status).toBe(200);
    expect(res.body.documents.map((d: any) => [d.format, d.type])).toEqual([['pdf', 'note'], ['preview', 'note'], ['pdf', 'envelope'], ['preview', 'envelope']]);
    const bad = await post(core, { product_key: 'a6_postcard', include_envelope: true, data: DATA, html: { front: FRONT } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.include_envelope._errors).toEqual(['A6 Postcard does not take an envelope']);
  });

  it('fills each placeholder with a QR code that decodes to its tracked URL; a scan redirects and is recorded', async () => {
    const core = htmlTestCore();
    const res = await post(core, { product_key: 'a6_postcard', data: DATA, html: { front: FRONT, back: BACK } });
    const codes = (await call(core, 'GET', `/_sandbox/recipients/${res.body.recipient.id}/qr-codes`, { headers: admin(core) })).body as any[];
    expect(codes.map((c) => [c.side, c.slot_id, c.destination])).toEqual([
      ['front', 'hero', 'https://shop.example.com/autumn'],
      ['back', 'hero', 'https://shop.example.com/map'],
    ]);
    expect(new Set(codes.map((c) => c.tracked_url)).size).toBe(2);
    for (const [index, code] of codes.entries()) {
      const pixels = await decodePng(await fetchSigned(core, res.body.documents[index + 1].signed_url));
      expect(decodeQrAt(pixels, 110, 70, 15)).toBe(code.tracked_url); // the page is the full-bleed canvas
    }
    const scan = await core.app.request(new URL(codes[0].tracked_url).pathname, { headers: { 'User-Agent': 'PhoneCamera/1.0' } });
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe('https://shop.example.com/autumn');
    const after = (await call(core, 'GET', `/_sandbox/recipients/${res.body.recipient.id}/qr-codes`, { headers: admin(core) })).body as any[];
    expect(after[0].scans).toBe(1);
    const row = core.context.db.prepare('SELECT * FROM qr_scans').get() as any;
    expect(row).toMatchObject({ user_agent: 'PhoneCamera/1.0', slot_id: 'hero', destination: 'https://shop.example.com/autumn', recipient_id: res.body.recipient.id });
    expect(Object.keys(row)).not.toContain('ip');
    expect((await core.app.request('/q/not-a-code')).status).toBe(404);
  });

  it('delivers a signed qr_code.scanned event to an active subscription when a code is scanned', async () => {
    const receiver = await startReceiver();
    try {
      const core = htmlTestCore({ allowPrivateWebhooks: true });
      const { url } = await core.listen(0); // the dispatcher runs on a listening server; talk to it over HTTP
      const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = { 'X-API-Key': core.keys.customerKey }) => {
        const response = await fetch(`${url}${path}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: (await response.json()) as any };
      };
      const hook = await api('POST', '/api/webhooks', { event_type: 'qr_code.scanned', url: receiver.url });
      expect(hook.status).toBe(201);
      const res = await api('POST', '/api/recipients/html', { product_key: 'a6_postcard', data: DATA, html: { front: FRONT } });
      const [code] = (await api('GET', `/_sandbox/recipients/${res.body.recipient.id}/qr-codes`, undefined, admin(core))).body as any[];
      const scan = await fetch(code.tracked_url, { headers: { 'User-Agent': 'PhoneCamera/1.0' }, redirect: 'manual' });
      expect(scan.status).toBe(302);
      await receiver.waitFor(1, 10_000);
      const delivery = receiver.requests[0]!;
      expect(delivery.headers['x-scribeless-event']).toBe('qr_code.scanned');
      expect(verifyWebhookSignature({ secret: hook.body.secret, headers: delivery.headers, rawBody: delivery.body })).toEqual({ ok: true });
      const event = JSON.parse(delivery.body.toString('utf8'));
      expect(event.type).toBe('qr_code.scanned');
      expect(event.data).toMatchObject({ recipient_id: res.body.recipient.id, campaign_id: res.body.recipient.campaign_id, slot_id: 'hero', destination: 'https://shop.example.com/autumn', user_agent: 'PhoneCamera/1.0' });
    } finally {
      await receiver.close();
    }
  });

  it('400s invalid payloads with the _errors tree and stores nothing', async () => {
    const core = htmlTestCore();
    const big = 'x'.repeat(250 * 1024 + 1);
    const cases: [unknown, (data: any) => unknown][] = [
      [{ product_key: 'a6_postcard', data: DATA, html: { front: '<p>Hi</p>' } }, (d) => d.html.front._errors],
      [{ product_key: 'a6_postcard', data: DATA, html: { front: { html: big } } }, (d) => d.html.front.html._errors],
      [{ product_key: 'a5_folded_card', data: DATA, html: { front: FRONT } }, (d) => d.product_key._errors],
      [{ product_key: 'b7_postcard', data: DATA, html: { front: FRONT } }, (d) => d.product_key._errors],
      [{ product_key: 'a6_postcard', html: { front: FRONT } }, (d) => d.data._errors],
      [{ product_key: 'a6_postcard', data: { ...DATA, first_name: '' }, html: { front: FRONT } }, (d) => d.data.first_name._errors],
      [{ product_key: 'a6_postcard', data: { ...DATA, address: { ...DATA.address, county: 'Middlesex' } }, html: { front: FRONT } }, (d) => d.data.address._errors],
      [{ product_key: 'a6_postcard', data: { ...DATA, variables: { html: '<p>x</p>' } }, html: { front: FRONT } }, (d) => d.data.variables.html._errors],
      [{ product_key: 'a6_postcard', data: DATA, html: { front: { html: QR('a', 'https://x.example.com', 'data-sqr-size="huge"') } } }, (d) => d.html.front._errors],
      [{ product_key: 'a6_postcard', data: DATA, html: { front: { html: '<div data-sqr data-sqr-id="a" data-sqr-destination="https://x.example.com"/>' } } }, (d) => d.html.front._errors],
      [{ product_key: 'a6_postcard', data: DATA, html: { front: { html: `${QR('a', 'https://x.example.com')}${QR('a', 'https://y.example.com')}` } } }, (d) => d.html.front._errors],
      [{ product_key: 'a6_postcard', data: DATA, html: { front: { html: '<div data-sqr data-sqr-id="a" data-sqr-destination="https://x.example.com"><b>x</b></div>' } } }, (d) => d.html.front._errors],
    ];
    for (const [body, errorsAt] of cases) {
      const res = await post(core, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect((errorsAt(res.body.data) as string[] | undefined)?.length ?? 0, JSON.stringify(res.body.data).slice(0, 300)).toBeGreaterThan(0);
    }
    const sizeError = (await post(core, cases[8]![0])).body.data.html.front._errors.join(' ');
    expect(sizeError).toContain('data-sqr-size');
    expect(core.context.db.prepare('SELECT count(*) AS n FROM recipients').get()).toEqual({ n: 0 });
  });

  it('accepts product keys given to the team, and only to that team', async () => {
    const core = htmlTestCore();
    const given = await call(core, 'PUT', `/_sandbox/teams/${core.keys.teamId}/product-keys`, { headers: admin(core), body: { keys: { acme_a6_promo: 'a6_postcard' } } });
    expect(given.body).toEqual({ teamId: core.keys.teamId, keys: { acme_a6_promo: 'a6_postcard' } });
    const res = await post(core, { product_key: 'acme_a6_promo', data: DATA, html: { front: FRONT } });
    expect(res.status).toBe(200);
    const unknownBase = await call(core, 'PUT', `/_sandbox/teams/${core.keys.teamId}/product-keys`, { headers: admin(core), body: { keys: { x_key: 'a5_folded_card' } } });
    expect(unknownBase.status).toBe(400);
  });

  it('accepts the same placeholder id once on the front and once on the back', async () => {
    const core = htmlTestCore();
    const res = await post(core, { product_key: '4x6_postcard', orientation: 'portrait', data: { ...DATA, address: { address1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } }, html: { front: FRONT, back: BACK } });
    expect(res.status).toBe(200);
  });
});
