import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addressElement, handwritingElement, qrElement, textElement } from '#shared/design-elements.ts';
import { mmToPt } from '#shared/units.ts';
import { elementsOf } from '#shared/design-html.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { enqueueRecipientRender } from '#core/domain/recipients/render-queue.ts';
import { decodePng, decodeQrAt } from '#core/test-support/render-test-kit.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pdftotextMissing, pdfText } from '#core/test-support/pdftotext.ts';
import { A6_POSTCARD, recipient } from '#core/test-support/fixtures.ts';
import { pngSize } from '#core/test-support/png.ts';
import { call, htmlTestCore } from '#core/test-support/test-core.ts';

const customer = (core: Core) => ({ key: core.keys.customerKey });
const FRONT = {
  styles: { backgroundColor: '#ffffff' },
  html: [
    textElement('headline', { x: 8, y: 8, width: 90, height: 12 }, 'Hello {{firstName}}'),
    handwritingElement('note', { x: 8, y: 24, width: 90, height: 70 }, '<p>Dear {{firstName}},</p><p>thank you from all of us.</p>'),
    qrElement('offer', { x: 118, y: 70, width: 22, height: 22 }, 'https://shop.example.com/spring'),
    addressElement('to', { x: 100, y: 10, width: 46, height: 50 }),
  ].join(''),
};

async function design(core: Core) {
  const res = await call(core, 'POST', '/api/designs', { ...customer(core), body: { product_key: 'a6_postcard', name: 'Spring thank-you', front: FRONT } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

const storageBytes = (core: Core, src: string) => readFileSync(join(core.context.storageDir, src));

describe.skipIf(Boolean(chromiumMissing))('design renders', () => {
  it('draws a 480 px thumbnail of the front, cached until the design changes', async () => {
    const core = htmlTestCore();
    const d = await design(core);
    const first = await core.app.request(`/api/designs/${d.id}/thumbnail`, { headers: { 'X-API-Key': core.keys.customerKey } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 480, height: Math.round((480 * 111) / 154) });
    const again = Buffer.from(await (await core.app.request(`/api/designs/${d.id}/thumbnail`, { headers: { 'X-API-Key': core.keys.customerKey } })).arrayBuffer());
    expect(again.equals(png)).toBe(true);
    await call(core, 'PATCH', `/api/designs/${d.id}`, { ...customer(core), body: { front: { ...FRONT, styles: { backgroundColor: '#203040' } } } });
    const changed = Buffer.from(await (await core.app.request(`/api/designs/${d.id}/thumbnail`, { headers: { 'X-API-Key': core.keys.customerKey } })).arrayBuffer());
    expect(changed.equals(png)).toBe(false);
  }, 60_000);

  it('proofs a design for one recipient: print PDF with bleed, a preview per side with the handwriting written, the QR code at its destination', async () => {
    const core = htmlTestCore();
    const d = await design(core);
    const proof = await call(core, 'POST', `/api/designs/${d.id}/proof`, { ...customer(core), body: { values: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } });
    expect(proof.status).toBe(200);
    expect(proof.body.documents.map((doc: any) => [doc.format, doc.page])).toEqual([['pdf', null], ['preview', 1], ['preview', 2]]);
    const pdfRes = await fetchSigned(core, proof.body.documents[0].signed_url);
    const pdf = await PDFDocument.load(pdfRes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(mmToPt(154), 1);
    const front = await decodePng(await fetchSigned(core, proof.body.documents[1].signed_url));
    expect(decodeQrAt(front, 118, 70, 22)).toBe('https://shop.example.com/spring');
    // The handwritten note is inked (blue) inside its box.
    const blueInk = countPixels(front, 8, 24, 90, 40, ([r, , b]) => b > r + 40 && b > 80);
    expect(blueInk).toBeGreaterThan(2000);
    // The PDF's text layer reads the typed headline, the handwritten note and the address as written, in order;
    // with no campaign to say where the mail is posted, the country is written until the team's home country is set.
    if (!pdftotextMissing() || process.env.CI === 'true') {
      const lines = ['Ada Lovelace', '12 Byron Road', 'London', 'W1 2AB'];
      // The front, then the starter back (its note and its address block: the stamp area is a guide, never printed).
      const pages = (to: string[]) => ['Hello Ada', 'Dear Ada,', 'thank you from all of us.', ...to, 'Dear Ada,', 'We hope to see you again', 'soon.', ...to];
      expect(pdfText(pdfRes)).toEqual(pages([...lines, 'UNITED KINGDOM']));
      await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: { homeCountry: 'United Kingdom' } });
      const home = await call(core, 'POST', `/api/designs/${d.id}/proof`, { ...customer(core), body: { values: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } });
      expect(pdfText(await fetchSigned(core, home.body.documents[0].signed_url))).toEqual(pages(lines));
    }
    // Nor does the preview draw the stamp area's dashed box or label: its box is as blank as the card around it.
    const stamp = elementsOf(d.back.html).find((el) => el.kind === 'stamp')!.box!;
    const back = await decodePng(await fetchSigned(core, proof.body.documents[2].signed_url));
    expect(countPixels(back, stamp.x, stamp.y, stamp.width, stamp.height, ([r, g, b]) => Math.min(r, g, b) < 235)).toBe(0);
    const other = await call(core, 'POST', `/api/designs/${d.id}/proof`, { ...customer(core), body: { values: { firstName: 'Maximilian' } } });
    const otherFront = await fetchSigned(core, other.body.documents[1].signed_url);
    expect(otherFront.equals(await fetchSigned(core, proof.body.documents[1].signed_url))).toBe(false);
  }, 90_000);

  it('publishes as a template whose campaign recipients render with their own values and tracked codes, kept on re-render', async () => {
    const core = htmlTestCore();
    const d = await design(core);
    const published = await call(core, 'POST', `/api/designs/${d.id}/publish`, { ...customer(core), body: {} });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ name: 'Spring thank-you', status: 'active' });
    const templates = await call(core, 'GET', '/api/templates', customer(core));
    expect(templates.body.map((t: any) => t.id)).toContain(published.body.id);
    expect((await call(core, 'GET', `/api/designs/${d.id}`, customer(core))).body.template_id).toBe(published.body.id);

    const campaign = await call(core, 'POST', '/api/campaigns', {
      ...customer(core),
      body: { name: 'Spring', delivery_method: 'directMail', frequency: 'oneTime', product_id: A6_POSTCARD, template_id: published.body.id, return_address: { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' } },
    });
    expect(campaign.status).toBe(200);
    const added = await call(core, 'POST', '/api/recipients', { ...customer(core), body: { campaignId: campaign.body.id, data: [recipient(), recipient({ firstName: 'Grace', lastName: 'Hopper' })] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await core.context.jobs.drain();
    const [ada, grace] = await Promise.all(added.body.map(async (r: any) => (await call(core, 'GET', `/api/recipients/${r.id}`, customer(core))).body));
    expect(ada.is_rendered).toBe(true);
    const previewOf = (r: any) => storageBytes(core, r.documents.find((doc: any) => doc.format === 'preview' && doc.document.page === 1)?.src ?? r.documents.find((doc: any) => doc.format === 'preview').src);
    const adaFront = await decodePng(previewOf(ada));
    const graceFront = await decodePng(previewOf(grace));
    const adaUrl = decodeQrAt(adaFront, 118, 70, 22);
    const graceUrl = decodeQrAt(graceFront, 118, 70, 22);
    const codes = await call(core, 'GET', `/_sandbox/recipients/${ada.id}/qr-codes`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
    expect(codes.body).toEqual([expect.objectContaining({ side: 'front', slot_id: 'offer', destination: 'https://shop.example.com/spring', tracked_url: adaUrl })]);
    expect(graceUrl).toMatch(/\/q\//);
    // Posted from the US (the campaign's return address): the UK address is written with its country, the US sender's without.
    if (!pdftotextMissing() || process.env.CI === 'true') {
      const text = pdfText(storageBytes(core, ada.documents.find((doc: any) => doc.format === 'pdf').src));
      const at = text.indexOf('Ada Lovelace');
      expect(text.slice(at, at + 5)).toEqual(['Ada Lovelace', '12 Byron Road', 'London', 'W1 2AB', 'UNITED KINGDOM']);
    }
    expect(graceUrl).not.toBe(adaUrl);

    // Publishing again is version 2 of the same template; a re-render keeps the code already printed.
    const again = await call(core, 'POST', `/api/designs/${d.id}/publish`, { ...customer(core), body: { name: 'Spring thank-you' } });
    expect(again.body.id).toBe(published.body.id);
    enqueueRecipientRender(core.context, ada.id);
    await core.context.jobs.drain();
    const rerendered = (await call(core, 'GET', `/api/recipients/${ada.id}`, customer(core))).body;
    expect(decodeQrAt(await decodePng(previewOf(rerendered)), 118, 70, 22)).toBe(adaUrl);
  }, 120_000);

  it('previews a side with a recipient\'s values and reports what the handwriting did', async () => {
    const core = htmlTestCore();
    const tight = handwritingElement('tight', { x: 10, y: 10, width: 30, height: 8 }, '<p>{{customMessage}}</p>').replace('data-hw ', 'data-hw data-hw-fit="shrink" ');
    const res = await call(core, 'POST', '/_ui/html-preview', { ...customer(core), body: { product_key: 'a6_postcard', html: { html: tight }, values: { customMessage: 'Thank you for ten years with us, and for every order in between.' }, seed: 'sample-ada' } });
    expect(res.status).toBe(200);
    expect(res.body.handwriting).toEqual([expect.objectContaining({ id: 'tight', requestedSizePt: 14 })]);
    expect(res.body.handwriting[0].fontSizePt).toBeLessThan(14);
  }, 60_000);

  it('sets a text marked "shrink to fit" smaller until it fits its box, where a fixed one runs past it', async () => {
    const core = htmlTestCore();
    const words = 'Thank you for ten years with us, and for every order in between.';
    const text = (id: string, x: number) => textElement(id, { x, y: 10, width: 60, height: 10 }, words).replace('color:#1f2430', 'color:#000000');
    const html = text('fixed', 10) + text('shrink', 80).replace('data-ink-kind="text"', 'data-ink-kind="text" data-ink-fit="shrink"');
    const res = await call(core, 'POST', '/_ui/html-preview', { ...customer(core), body: { product_key: 'a6_postcard', html: { html }, dpi: 300 } });
    expect(res.status).toBe(200);
    const png = await decodePng(Buffer.from(res.body.png, 'base64'));
    const ink = ([r, g, b]: [number, number, number]) => r + g + b < 300;
    // Below the boxes: the fixed text's later lines, nothing of the shrunk one.
    expect(countPixels(png, 10, 21, 60, 40, ink)).toBeGreaterThan(500);
    expect(countPixels(png, 80, 21, 60, 40, ink)).toBe(0);
    expect(countPixels(png, 80, 10, 60, 10, ink)).toBeGreaterThan(500);
  }, 60_000);
});

async function fetchSigned(core: Core, url: string): Promise<Buffer> {
  const u = new URL(url);
  const res = await core.app.request(u.pathname + u.search);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

function countPixels(p: { width: number; height: number; data: Uint8ClampedArray | Uint8Array }, xMm: number, yMm: number, wMm: number, hMm: number, test: (rgb: [number, number, number]) => boolean): number {
  const px = (mm: number) => Math.round((mm * 300) / 25.4);
  let n = 0;
  for (let y = px(yMm); y < Math.min(p.height, px(yMm + hMm)); y++)
    for (let x = px(xMm); x < Math.min(p.width, px(xMm + wMm)); x++) {
      const i = (y * p.width + x) * 4;
      if (test([p.data[i]!, p.data[i + 1]!, p.data[i + 2]!])) n++;
    }
  return n;
}
