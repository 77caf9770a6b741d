import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { addressLines } from '#shared/address/format-address.ts';
import { WORLD_RECIPIENTS } from '#shared/address/world-recipients.ts';
import { productByKey } from '#shared/products.ts';
import type { TemplatePage } from '#shared/schemas/templates.ts';
import { pdfText, pdftotextMissing } from '#core/test-support/pdftotext.ts';
import { layoutHandwriting } from '../handwriting/index.ts';
import { linesHtml } from './address-lines.ts';
import { GLYPH_ADVANCE, glyphlessFont } from './glyphless-font.ts';
import { renderRecipientDocuments } from './recipient-documents.ts';
import { sheetsToPdf } from './sheet.ts';

const missing = pdftotextMissing();
const ci = process.env.CI === 'true';

describe('the glyphless font of the text layer', () => {
  it('is a TrueType font with one empty glyph of a fixed advance', () => {
    const font = (fontkit as unknown as { create(buffer: Buffer): fontkit.Font }).create(Buffer.from(glyphlessFont()));
    expect(font.postscriptName).toBe('GlyphLessFont');
    expect(font.numGlyphs).toBe(2);
    expect(font.getGlyph(1).advanceWidth).toBe(GLYPH_ADVANCE);
    expect(font.getGlyph(1).path.commands).toEqual([]);
  });
});

describe.skipIf(Boolean(missing) && !ci)('the PDFs read back by pdftotext', () => {
  it('fails in CI without pdftotext', () => {
    if (missing) throw new Error(`The text layer tests need pdftotext in CI: ${missing}`);
  });

  it.each(Object.keys(WORLD_RECIPIENTS))('an envelope to %s reads the name and address lines, in order', async (country) => {
    const lines = addressLines(WORLD_RECIPIENTS[country]!, { domesticCountry: 'GB' });
    const list = layoutHandwriting({ content: linesHtml(lines), widthMm: 120, heightMm: 57, paddingMm: 1, fontSizePt: 16, color: 'blue', autoResize: true, seed: country });
    const pdf = await sheetsToPdf([{ widthMm: 220, heightMm: 110, bleedMm: 3, blocks: [{ xMm: 84, yMm: 44, list }], boxes: [] }]);
    expect(pdfText(pdf)).toEqual(lines);
  });

  it('a postcard reads its note, then the address beside it', async () => {
    const product = productByKey('a6_postcard')!;
    const note: TemplatePage = { blocks: [{ x: 8, y: 10, width: 62, height: 80, content: '<p>Dear {{firstName}},</p><p>Thank you for a wonderful year with us.</p><p>Sam</p>', fontFamily: 'Stafford', fontSize: '14pt', color: 'blue', textAlign: 'left', verticalAlign: 'top', autoResize: true }] } as TemplatePage;
    const recipient = WORLD_RECIPIENTS.JP!;
    const lines = addressLines(recipient, { domesticCountry: 'US' });
    const files = await renderRecipientDocuments({ product, pages: [{ blocks: [] } as unknown as TemplatePage, note], fields: { firstName: recipient.firstName }, recipientAddress: lines, returnAddress: null, includeEnvelope: false, stampOnEnvelope: false, seed: 'postcard' });
    const text = pdfText(files.find((f) => f.format === 'pdf')!.bytes);
    expect(text.slice(-lines.length)).toEqual(lines);
    expect(text.slice(0, -lines.length).join(' ')).toBe('Dear Haruki, Thank you for a wonderful year with us. Sam');
  });
});
