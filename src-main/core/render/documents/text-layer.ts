// The invisible text layer of a PDF: each handwritten line's text, unpainted (text
// render mode 3), over its ink, so that a proof can be searched and `pdftotext`
// reads the note and the recipient's name and address lines in order. The font is
// glyphless (glyphless-font.ts): CIDs are UTF-16 code units, mapped back by ToUnicode.
import { deflateSync } from 'node:zlib';
import { PDFHexString, PDFString, type PDFDocument, type PDFName, type PDFPage, type PDFRef, beginText, endText, setCharacterSqueeze, setFontAndSize, setTextMatrix, setTextRenderingMode, showText, TextRenderingMode } from 'pdf-lib';
import { mmToPt } from '#shared/units.ts';
import type { TextLine } from '../handwriting/line-texts.ts';
import { appendPageContent } from '../handwriting/pdf-streams.ts';
import { GLYPH_ADVANCE, GLYPHLESS_FONT_NAME, glyphlessFont } from './glyphless-font.ts';


const TO_UNICODE = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
1 beginbfrange
<0000> <FFFF> <0000>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;

let cidToGid: Uint8Array | undefined;
/** Every CID (0-65535) to glyph 1, compressed once: 128 KB of pairs, about 150 bytes deflated. */
function cidToGidMap(): Uint8Array {
  if (cidToGid) return cidToGid;
  const map = new Uint8Array(65536 * 2);
  for (let i = 1; i < map.length; i += 2) map[i] = 1;
  cidToGid = new Uint8Array(deflateSync(map, { level: 9 }));
  return cidToGid;
}

const fonts = new WeakMap<PDFDocument, PDFRef>();
const pageFonts = new WeakMap<PDFPage, PDFName>();

/** The document's Type0 font over the glyphless TrueType, written once per document. */
function fontOf(doc: PDFDocument): PDFRef {
  const existing = fonts.get(doc);
  if (existing) return existing;
  const { context } = doc;
  const file = glyphlessFont();
  const fontFile = context.register(context.stream(file, { Length1: file.length }));
  const descriptor = context.register(
    context.obj({ Type: 'FontDescriptor', FontName: GLYPHLESS_FONT_NAME, Flags: 5, FontBBox: [0, 0, GLYPH_ADVANCE, 1000], ItalicAngle: 0, Ascent: 1000, Descent: 0, CapHeight: 1000, StemV: 80, FontFile2: fontFile }),
  );
  const map = context.register(context.stream(cidToGidMap(), { Filter: 'FlateDecode' }));
  const cidFont = context.register(
    context.obj({ Type: 'Font', Subtype: 'CIDFontType2', BaseFont: GLYPHLESS_FONT_NAME, CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 }, FontDescriptor: descriptor, DW: GLYPH_ADVANCE, CIDToGIDMap: map }),
  );
  const toUnicode = context.register(context.flateStream(TO_UNICODE));
  const ref = context.register(context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: GLYPHLESS_FONT_NAME, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode }));
  fonts.set(doc, ref);
  return ref;
}

function fontNameOn(page: PDFPage): PDFName {
  let name = pageFonts.get(page);
  if (!name) {
    name = page.node.newFontDictionary('GlyphLess', fontOf(page.doc));
    pageFonts.set(page, name);
  }
  return name;
}

/** UTF-16 code units as hex (characters beyond the BMP, which the CID range cannot hold, are left out). */
function hexOf(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0xffff) hex += code.toString(16).padStart(4, '0');
  }
  return hex;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Writes the lines, invisible, on the page (its own content stream, after what the page has). */
export function drawTextLayer(page: PDFPage, lines: readonly TextLine[]): void {
  const shown = lines.filter((l) => hexOf(l.text) !== '' && l.sizePt > 0);
  if (shown.length === 0) return;
  const font = fontNameOn(page);
  const pageHeightPt = page.getHeight();
  const ops = [beginText(), setTextRenderingMode(TextRenderingMode.Invisible)];
  for (const line of shown) {
    const hex = hexOf(line.text);
    const natural = (hex.length / 4) * (GLYPH_ADVANCE / 1000) * line.sizePt;
    const squeeze = natural > 0 && line.widthMm > 0 ? (mmToPt(line.widthMm) / natural) * 100 : 100;
    ops.push(setFontAndSize(font, r3(line.sizePt)), setCharacterSqueeze(r3(squeeze)), setTextMatrix(1, 0, 0, 1, r3(mmToPt(line.xMm)), r3(pageHeightPt - mmToPt(line.baselineMm))));
    ops.push(showText(PDFHexString.of(hex)));
  }
  ops.push(endText());
  appendPageContent(page, ops);
}
