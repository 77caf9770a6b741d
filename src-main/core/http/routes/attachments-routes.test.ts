import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, provisionTeam, recipient, sandboxTeam } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

async function pdfWithPages(n: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < n; i++) pdf.addPage([595, 842]);
  return pdf.save();
}

async function upload(core: Core, campaignId: string, bytes: Uint8Array | string, key = core.keys.customerKey, type = 'application/pdf') {
  const res = await core.app.request(`/api/attachments?campaignId=${campaignId}&filename=terms.pdf`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': type }, body: bytes });
  return { status: res.status, body: (await res.json()) as any };
}

const setSlots = (core: Core, campaignId: string, slots: unknown, key = core.keys.customerKey) => call(core, 'PUT', `/api/campaigns/${campaignId}/attachments`, { key, body: { slots } });

async function setup(core: Core) {
  await sandboxTeam(core, { attachments: true });
  return createCampaign(core);
}

describe('PDF attachments', () => {
  it('403s uploads, slots and recipient attachments while the team does not have attachments', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await upload(core, campaign.id, await pdfWithPages(1));
    expectErrorAnswer(res, 403, 'Recipient attachments are not enabled for this team');
    expect((await setSlots(core, campaign.id, [])).status).toBe(403);
    expect((await addRecipients(core, campaign.id, recipient({ attachments: [null] }))).status).toBe(403);
  });

  it('uploads a PDF for a campaign and reads its real page count; refuses non-PDFs', async () => {
    const core = testCore();
    const campaign = await setup(core);
    const res = await upload(core, campaign.id, await pdfWithPages(3));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: expect.stringMatching(new RegExp(`^teams/${core.keys.teamId}/campaigns/${campaign.id}/attachments/[0-9a-f-]+\\.pdf$`)), page_count: 3, filename: 'terms.pdf' });
    expect(readFileSync(join(core.context.storageDir, res.body.url)).subarray(0, 5).toString()).toBe('%PDF-');
    const junk = await upload(core, campaign.id, 'not a pdf at all');
    expectErrorAnswer(junk, 400, 'The upload is not a readable PDF');
    expect((await upload(core, campaign.id, await pdfWithPages(1), core.keys.customerKey, 'application/octet-stream')).status).toBe(415);
  });

  it('sets campaign slots with defaults and charges recipients by the real page count', async () => {
    const core = testCore();
    const campaign = await setup(core);
    const terms = (await upload(core, campaign.id, await pdfWithPages(2))).body;
    const flyer = (await upload(core, campaign.id, await pdfWithPages(1))).body;
    const slots = await setSlots(core, campaign.id, [{ required: true, default: { url: terms.url } }, { required: false }]);
    expect(slots.status).toBe(200);
    expect(slots.body.slots).toEqual([
      { slot: 0, required: true, default: { url: terms.url, page_count: 2 } },
      { slot: 1, required: false, default: null },
    ]);
    const res = await addRecipients(core, campaign.id, [recipient(), recipient({ attachments: [null, { url: flyer.url }] })]);
    expect(res.status).toBe(200);
    const pages = core.context.db.prepare('SELECT attachment_pages FROM recipients ORDER BY rowid').all() as { attachment_pages: number }[];
    expect(pages.map((p) => p.attachment_pages)).toEqual([2, 3]);
    await core.context.jobs.drain();
    const checkout = await call(core, 'POST', '/api/recipients/checkout', { key: core.keys.customerKey, body: { campaignId: campaign.id } });
    const invoice = await (await core.app.request(new URL(checkout.body.invoiceUrl).pathname)).text();
    expect(invoice).toContain('Attachment pages: Spring thank-yous');
    expect(invoice).toMatch(/invoice-total">\$6\.25</); // 2 x $2.50 + 5 pages x $0.25
    const [, second] = res.body;
    const doc = (await call(core, 'GET', `/api/recipients/${second.id}`, { key: core.keys.customerKey })).body.documents.find((d: any) => d.format === 'pdf');
    expect((await PDFDocument.load(readFileSync(join(core.context.storageDir, doc.src)))).getPageCount()).toBe(2 + 3); // postcard sides + attachments
  });

  it('fails validation for an empty required slot, remote URLs, and paths of another campaign or team', async () => {
    const core = testCore();
    const campaign = await setup(core);
    const other = await createCampaign(core);
    const elsewhere = (await upload(core, other.id, await pdfWithPages(1))).body;
    const team = await provisionTeam(core);
    await sandboxTeam(core, { attachments: true }, team.teamId);
    await setSlots(core, campaign.id, [{ required: true }, { required: false }]);
    const res = await addRecipients(core, campaign.id, [
      recipient(),
      recipient({ attachments: [{ url: 'https://files.example.com/terms.pdf' }] }),
      recipient({ attachments: [{ url: elsewhere.url }] }),
    ]);
    expectErrorAnswer(res, 400, 'Validation error');
    expect(res.body.data.data[0].attachments[0]._errors[0]).toMatch(/required/);
    expect(res.body.data.data[1].attachments[0].url._errors).toEqual(['Remote URLs are not accepted; upload the PDF and use its storage path']);
    expect(res.body.data.data[2].attachments[0].url._errors).toEqual(['Not a PDF uploaded for this campaign']);
    expect(core.context.db.prepare('SELECT count(*) AS n FROM recipients').get()).toEqual({ n: 0 });
    const foreignSlot = await setSlots(core, campaign.id, [{ default: { url: elsewhere.url } }]);
    expect(foreignSlot.status).toBe(400);
    expect((await setSlots(core, campaign.id, [], team.key)).status).toBe(404);
  });
});
