import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#shared/products.ts';
import { mmToPt } from '#shared/units.ts';
import { addRecipients, createCampaign, createTemplate, recipient } from '#core/test-support/fixtures.ts';
import { pngSize } from '#core/test-support/png.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import { findRecipientById } from '#core/db/recipients-repo.ts';
import type { Core } from '#core/wiring/create-core.ts';

async function renderedRecipient(core: Core, campaignOverrides: Record<string, unknown>, data = recipient()) {
  const campaign = await createCampaign(core, campaignOverrides);
  const res = await addRecipients(core, campaign.id, data);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await core.context.jobs.drain();
  const fetched = await call(core, 'GET', `/api/recipients/${res.body[0].id}`, { key: core.keys.customerKey });
  return { campaign, recipient: fetched.body };
}

const file = (core: Core, src: string) => readFileSync(join(core.context.storageDir, src));

describe('recipient documents', () => {
  it('renders every product: a print PDF at trim size plus bleed, a 300 dpi preview per page, and envelopes where asked', async () => {
    const core = testCore();
    for (const product of PRODUCTS) {
      const templateId = await createTemplate(core, { product_id: product.id });
      const { recipient: r } = await renderedRecipient(core, { product_id: product.id, template_id: templateId, include_envelope: product.supportsEnvelope, stamp_on_envelope: true });
      expect(r.is_rendered, product.key).toBe(true);
      const pdfDoc = r.documents.find((d: any) => d.format === 'pdf' && d.document.type === product.documentType);
      const pdf = await PDFDocument.load(file(core, pdfDoc.src));
      expect(pdf.getPageCount(), product.key).toBe(product.defaultPageCount);
      const size = pdf.getPage(0).getSize();
      expect(size.width, product.key).toBeCloseTo(mmToPt(product.widthMm + 2 * product.bleedMm), 1);
      expect(size.height, product.key).toBeCloseTo(mmToPt(product.heightMm + 2 * product.bleedMm), 1);
      const previews = r.documents.filter((d: any) => d.format === 'preview' && d.document.type === product.documentType);
      expect(previews, product.key).toHaveLength(product.defaultPageCount);
      expect(pngSize(file(core, previews[0].src))).toEqual({ width: Math.round((product.widthMm * 300) / 25.4), height: Math.round((product.heightMm * 300) / 25.4) });
      const envelopes = r.documents.filter((d: any) => d.document.type === 'envelope');
      expect(envelopes.map((d: any) => d.format), product.key).toEqual(product.supportsEnvelope ? ['pdf', 'preview'] : []);
    }
  }, 120_000);

  it('draws handwriting as vector paths, with no font but the invisible text layer\'s', async () => {
    const core = testCore();
    const { recipient: r } = await renderedRecipient(core, {});
    const bytes = file(core, r.documents[0].src);
    // The one font is the text layer's glyphless one (text-layer.ts), whose text is never painted (3 Tr).
    expect(new Set(bytes.toString('latin1').match(/\/BaseFont\s*\/\w+/g))).toEqual(new Set(['/BaseFont /GlyphLessFont']));
    const pdf = await PDFDocument.load(bytes);
    const page = pdf.getPage(1);
    const decode = (stream: unknown) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');
    const contents = page.node.Contents();
    const pageText = (contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]).map(decode).join('\n');
    // Each glyph is placed by its own transform and painted from a reusable vector outline (Form XObject).
    expect(pageText.match(/ cm\n\/\S+ Do/g)?.length ?? 0).toBeGreaterThan(100);
    expect(pageText).toMatch(/BT\n3 Tr\n/);
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const outlines = (xobjects?.values() ?? []).map((ref) => decode(pdf.context.lookup(ref))).join('\n');
    expect(outlines.match(/ c\n/g)?.length ?? 0).toBeGreaterThan(100); // Bezier curves of the glyph outlines
  });

  it('merges fields into the template: the same recipient renders the same bytes, another recipient differently', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [recipient(), recipient()]);
    await core.context.jobs.drain();
    const [a, b] = await Promise.all(res.body.map((r: any) => call(core, 'GET', `/api/recipients/${r.id}`, { key: core.keys.customerKey })));
    const previewA = file(core, a!.body.documents[2].src);
    const previewB = file(core, b!.body.documents[2].src);
    expect(previewA.equals(previewB)).toBe(false); // same text, other recipient: other variation
    core.context.jobs.enqueue('render-recipient', { recipientId: a!.body.id });
    await core.context.jobs.drain();
    expect(file(core, a!.body.documents[2].src).equals(previewA)).toBe(true);
  });

  it('records a render that keeps failing as a failure the API shows, never a stuck recipient', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    // The template is withdrawn before the render runs: every attempt fails.
    core.context.db.prepare("UPDATE templates SET status = 'archived' WHERE id = ?").run(campaign.template_id);
    const [created] = (await addRecipients(core, campaign.id, recipient())).body;
    for (let i = 0; i < 3; i++) {
      await core.context.jobs.drain();
      core.context.db.prepare("UPDATE jobs SET run_after_ms = 0 WHERE status = 'queued'").run();
    }
    const res = await call(core, 'GET', `/api/recipients/${created.id}`, { key: core.keys.customerKey });
    expect(res.body.is_rendered).toBe(false);
    expect(res.body.render_status).toBe('failed');
    expect(res.body.render_error).toMatch(/^Rendering failed: /);
  });
});

describe('GET /api/recipients/{id}/preview', () => {
  const preview = (core: Core, id: string, query: string) =>
    core.app.request(`/api/recipients/${id}/preview${query}`, { headers: { 'X-API-Key': core.keys.customerKey } });

  it('returns the PNG of a page (page 0 is file -1) and the envelope', async () => {
    const core = testCore();
    const templateId = await createTemplate(core, { product_id: PRODUCTS.find((p) => p.key === 'a6_card')!.id });
    const { recipient: r } = await renderedRecipient(core, { product_id: PRODUCTS.find((p) => p.key === 'a6_card')!.id, template_id: templateId, include_envelope: true });
    const first = await preview(core, r.id, '?type=note');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(firstBytes.equals(file(core, `${r.documents.find((d: any) => d.src.endsWith('note-1.png')).src}`))).toBe(true);
    const second = Buffer.from(await (await preview(core, r.id, '?type=note&page=1')).arrayBuffer());
    expect(second.equals(file(core, r.documents.find((d: any) => d.src.endsWith('note-2.png')).src))).toBe(true);
    expect((await preview(core, r.id, '?type=envelope')).status).toBe(200);
  });

  it('400s a missing or invalid type and any format parameter', async () => {
    const core = testCore();
    const { recipient: r } = await renderedRecipient(core, {});
    for (const query of ['', '?type=letter', '?type=postcard&format=png', '?type=postcard&page=-1', '?type=postcard&page=x']) {
      const res = await preview(core, r.id, query);
      expect(res.status, query).toBe(400);
      expectErrorBody(await res.json(), 400, 'Validation error');
    }
  });

  it('404s an unknown recipient, document type or page, and a recipient not rendered yet', async () => {
    const core = testCore({ workers: false });
    const campaign = await createCampaign(core);
    const [created] = (await addRecipients(core, campaign.id, recipient())).body;
    expect((await preview(core, created.id, '?type=postcard')).status).toBe(404);
    core.context.jobs.start();
    await core.context.jobs.drain();
    expect((await preview(core, created.id, '?type=postcard')).status).toBe(200);
    expect((await preview(core, created.id, '?type=envelope')).status).toBe(404);
    expect((await preview(core, created.id, '?type=note')).status).toBe(404);
    expect((await preview(core, created.id, '?type=postcard&page=2')).status).toBe(404);
    const missing = await preview(core, '00000000-0000-4000-8000-000000000000', '?type=postcard');
    expect(missing.status).toBe(404);
    expectErrorBody(await missing.json(), 404, 'Recipient not found');
  });

  it('renders a recipient whose preview is asked for ahead of the backlog, while the client waits', async () => {
    const core = testCore({ workers: false });
    const campaign = await createCampaign(core);
    const created = (await addRecipients(core, campaign.id, Array.from({ length: 20 }, (_, i) => recipient({ firstName: `Reader${i}` })))).body as { id: string }[];
    const last = created.at(-1)!;
    const unrendered = () => created.slice(0, -1).filter((r) => findRecipientById(core.context.db, r.id)?.render_status === 'queued').length;
    // The backlog renders on while the request comes in and while the answer goes back (by design),
    // so the others are counted when the preview asks for the render and when that render ends.
    const jobs = core.context.jobs;
    const prioritize = jobs.prioritize.bind(jobs);
    let atAsk: { pending: boolean; unrendered: number } | undefined;
    jobs.prioritize = (subjectId) => {
      const unrenderedNow = unrendered();
      const pending = prioritize(subjectId);
      atAsk ??= { pending, unrendered: unrenderedNow };
      return pending;
    };
    let atRendered: number | undefined;
    core.context.events.subscribe((event) => {
      if (event.type !== 'recipient.changed' || event.id !== last.id || atRendered !== undefined) return;
      if (findRecipientById(core.context.db, last.id)?.render_status === 'rendered') atRendered = unrendered();
    });
    jobs.start();
    const res = await preview(core, last.id, '?type=postcard');
    expect(res.status).toBe(200);
    expect(atAsk?.pending).toBe(true);
    // In queue order it would come after all of them; asked for, it runs beside the two backlog
    // workers, so most of the others still waiting at the ask are still waiting when it is done.
    expect(atRendered).toBeGreaterThanOrEqual(Math.ceil(atAsk!.unrendered / 2));
    expect(atAsk!.unrendered).toBeGreaterThanOrEqual(10);
  });
});
