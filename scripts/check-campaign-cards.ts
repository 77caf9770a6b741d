// Issue 44's "the same card", with figures: N recipients of each gallery postcard starter (default:
// the A6 appointment reminder and the A5 event invitation) rendered whole by the browser and composed
// as campaign cards (docs/html-rendering.md, "Campaign cards"), compared recipient by recipient.
//   npx node scripts/check-campaign-cards.ts [--recipients 50] [--starters id,id] [--out DIR]
// Prints per starter: identical previews, the previews' largest difference and worst preview's
// pixels over the tolerance, identical pdftotext, fonts (all embedded), the PDFs' pixels at 300 dpi,
// Smart QR codes read to the recipient's tracked URL, and the cards that fell back to the browser.
// Exits 1 when a recipient is not the same card. --out writes the first recipient's files both ways.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createHtmlSideEngine } from '#core/engine/html/index.ts';
import { EDGE_LEVELS, MAX_DIFFERENT_SHARE, type RecipientComparison, compareRecipient, recipientRequest, sameCard } from '#core/test-support/card-equivalence.ts';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '50' }, starters: { type: 'string', default: 'appointment-reminder-a6-postcard,event-invitation-a5-postcard' }, out: { type: 'string' } } });
const n = Number(values.recipients);
const engine = createHtmlSideEngine({ poolSize: 2 });
await engine.warmUp();
let failed = 0;
for (const starter of values.starters.split(',')) {
  if (values.out) {
    mkdirSync(values.out, { recursive: true });
    const { request } = recipientRequest(starter, 0);
    for (const [way, doc] of [['browser', await engine.renderDocument(request)], ['composed', await engine.renderCampaignCard(request)]] as const) {
      writeFileSync(join(values.out, `${starter}-${way}.pdf`), doc.pdf);
      doc.previews.forEach((png, i) => writeFileSync(join(values.out!, `${starter}-${way}-${i + 1}.png`), png));
    }
  }
  const rows: RecipientComparison[] = [];
  for (let i = 0; i < n; i++) rows.push(await compareRecipient(starter, i, engine));
  const bad = rows.filter((r) => !sameCard(r));
  failed += bad.length;
  const count = (f: (r: RecipientComparison) => boolean) => rows.filter(f).length;
  const max = (f: (r: RecipientComparison) => number) => Math.max(...rows.map(f));
  console.log(
    `${starter}, ${n} recipients: previews byte-identical ${count((r) => r.previewsIdentical)}/${n} (largest difference ${max((r) => r.previewMaxLevel)}/255; worst preview ${max((r) => r.previewOverPixels)} of ${rows[0]?.previewPixels} pixels over ${EDGE_LEVELS} levels, ${max((r) => r.previewDifferentPixels)} different, allowed ${Math.floor((rows[0]?.previewPixels ?? 0) * MAX_DIFFERENT_SHARE)}); ` +
      `pdftotext identical ${count((r) => r.textIdentical)}/${n}; fonts embedded ${count((r) => r.fontsEmbedded)}/${n} (the same list ${count((r) => r.fontsIdentical)}/${n}); ` +
      `PDF pixels at 300 dpi: largest difference ${max((r) => r.maxLevel)}/255; worst page ${max((r) => r.overPixels)} of ${rows[0]?.pagePixels} pixels over ${EDGE_LEVELS} levels, ${max((r) => r.differentPixels)} different, allowed ${Math.floor((rows[0]?.pagePixels ?? 0) * MAX_DIFFERENT_SHARE)}; ` +
      `Smart QR read ${rows.reduce((s, r) => s + r.qrRead, 0)}/${rows.reduce((s, r) => s + r.qrCodes, 0)}; ` +
      `composed ${rows.reduce((s, r) => s + r.composed, 0)}/${n} (fallbacks: ${JSON.stringify(engine.campaignCounts().fallbacks)}); not the same card: ${bad.map((r) => r.recipient).join(', ') || 'none'}`,
  );
}
await engine.close();
process.exit(failed > 0 ? 1 : 0);
