// Issue 44: a campaign card composed over the browser's page without its ink is the same card as
// the browser's own render of it (card-equivalence.ts), and a card the page cannot vouch for is
// rendered whole by the browser, and counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pdftoppmMissing } from '#core/test-support/pdftoppm.ts';
import { compareRecipient, sameCard } from '#core/test-support/card-equivalence.ts';
import { createHtmlSideEngine } from '../create-html-side-engine.ts';
import type { HtmlSideEngine } from '../html-side-engine.ts';

let engine: HtmlSideEngine;

beforeAll(async () => {
  engine = createHtmlSideEngine({ poolSize: 2 });
  if (!chromiumMissing) await engine.warmUp();
});

afterAll(async () => {
  await engine.close();
});

const a6 = productByKey('a6_postcard')!;
const note = (style: string) => `<div data-hw data-hw-font="Stafford" data-hw-ink="blue" data-hw-size="14pt" style="position:absolute;left:10mm;top:10mm;width:60mm;height:30mm;${style}"><p>Dear {{firstName}},</p><p>thank you.</p></div>`;

describe.skipIf(chromiumMissing || pdftoppmMissing)('campaign cards composed over the browser page (campaign-cards.ts, card-composer)', () => {
  for (const starter of ['appointment-reminder-a6-postcard', 'event-invitation-a5-postcard']) {
    it(`gives the same card as the browser's render: ${starter}`, { timeout: 120_000 }, async () => {
      const c = await compareRecipient(starter, 3, engine);
      expect(c, JSON.stringify(c)).toSatisfy(sameCard);
      expect(c.composed).toBe(1);
      expect(c.textIdentical).toBe(true);
      expect(c.qrRead).toBe(c.qrCodes);
    });
  }

  it('renders a card whole in the browser when the page cannot vouch for a block, and counts why', { timeout: 90_000 }, async () => {
    const cases: [string, string][] = [
      [note('transform:rotate(3deg)'), 'transformed'],
      [note('opacity:0.8'), 'translucent'],
      [`${note('')}<div style="position:absolute;left:20mm;top:12mm;width:20mm;height:10mm;background:#fde">over the note</div>`, 'covered by another element'],
      [`<div style="overflow:hidden;position:absolute;left:0;top:0;width:50mm;height:50mm">${note('')}</div>`, 'inside a box that clips'],
    ];
    for (const [html, why] of cases) {
      const before = engine.campaignCounts();
      const doc = await engine.renderCampaignCard({ product: a6, front: { html }, mergeValues: { firstName: 'Ann' }, handwritingSeed: 'r1' });
      expect(doc.pdf.byteLength).toBeGreaterThan(0);
      expect(doc.previews).toHaveLength(1);
      const after = engine.campaignCounts();
      expect(after.composed - before.composed, html).toBe(0);
      const reason = `a handwritten block or Smart QR code is ${why}`;
      expect((after.fallbacks[reason] ?? 0) - (before.fallbacks[reason] ?? 0), html).toBe(1);
    }
    // the same block with a box beside it, not over it: composed
    const before = engine.campaignCounts().composed;
    await engine.renderCampaignCard({ product: a6, front: { html: `<div style="position:absolute;left:90mm;top:60mm;width:10mm;height:10mm;background:#fde"></div>${note('')}` }, mergeValues: { firstName: 'Ann' }, handwritingSeed: 'r1' });
    expect(engine.campaignCounts().composed - before).toBe(1);
  });

  it('draws each page without ink once for the cards that share it, and again when its merged HTML differs', { timeout: 90_000 }, async () => {
    const html = `<div style="position:absolute;left:10mm;top:50mm;width:80mm;height:10mm;font-family:'Lora'">Due {{appointmentDate | default: "soon"}}</div>${note('')}`;
    const card = (firstName: string, appointmentDate?: string) => engine.renderCampaignCard({ product: a6, front: { html }, mergeValues: { firstName, ...(appointmentDate ? { appointmentDate } : {}) }, handwritingSeed: firstName });
    const [ann, bob] = [await card('Ann'), await card('Bob')];
    const [annAgain, may] = [await card('Ann'), await card('Ann', 'on 3 May')];
    // the same recipient twice: the same bytes; another recipient: another note over the same page
    expect(Buffer.from(annAgain.pdf).equals(Buffer.from(ann.pdf))).toBe(true);
    expect(Buffer.from(annAgain.previews[0]!).equals(Buffer.from(ann.previews[0]!))).toBe(true);
    expect(Buffer.from(bob.previews[0]!).equals(Buffer.from(ann.previews[0]!))).toBe(false);
    // a merge field in the HTML text makes a page of its own: its text is on the card
    expect(Buffer.from(may.previews[0]!).equals(Buffer.from(ann.previews[0]!))).toBe(false);
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'inkpost-cards-'));
    try {
      writeFileSync(join(dir, 'may.pdf'), may.pdf);
      writeFileSync(join(dir, 'ann.pdf'), ann.pdf);
      expect(execFileSync('pdftotext', [join(dir, 'may.pdf'), '-'], { encoding: 'utf8' })).toMatch(/Dear Ann,[\s\S]*Due on 3 May/);
      expect(execFileSync('pdftotext', [join(dir, 'ann.pdf'), '-'], { encoding: 'utf8' })).toMatch(/Dear Ann,[\s\S]*Due soon/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
