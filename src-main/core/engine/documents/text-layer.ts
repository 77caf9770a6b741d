// The invisible text layer of a PDF: each handwritten line's text, unpainted (text
// render mode 3), over its ink, so that a proof can be searched and `pdftotext`
// reads the note and the recipient's name and address lines in order. The font is
// glyphless (glyphless-font.ts): CIDs are UTF-16 code units, mapped back by ToUnicode.
// The objects and the operators are PDF text written here, whatever writes the file;
// sheet.ts writes them into its own PDF file.
import { deflateSync } from 'node:zlib';
import { mmToPt } from '#shared/units.ts';
import type { TextLine } from '../handwriting/line-texts.ts';
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

/** The font's objects, compressed once: [dictionary entries without /Length, data] per stream. */
interface FontStreams {
  file: [string, Uint8Array];
  cidToGid: [string, Uint8Array];
  toUnicode: [string, Uint8Array];
}
let streams: FontStreams | undefined;

function fontStreams(): FontStreams {
  if (streams) return streams;
  const file = glyphlessFont();
  // Every CID (0-65535) to glyph 1: 128 KB of pairs, about 150 bytes deflated.
  const map = new Uint8Array(65536 * 2);
  for (let i = 1; i < map.length; i += 2) map[i] = 1;
  streams = {
    file: [`/Length1 ${file.length}`, file],
    cidToGid: ['/Filter /FlateDecode', new Uint8Array(deflateSync(map, { level: 9 }))],
    toUnicode: ['/Filter /FlateDecode', new Uint8Array(deflateSync(TO_UNICODE, { level: 9 }))],
  };
  return streams;
}

/** Writes the font's objects through a file writer's own calls; answers the Type0 font's object. */
export function writeGlyphlessFont<Ref>(write: { stream(dict: string, data: Uint8Array): Ref; object(body: string): Ref; ref(ref: Ref): string }): Ref {
  const { file, cidToGid, toUnicode } = fontStreams();
  const fontFile = write.stream(...file);
  const descriptor = write.object(`<< /Type /FontDescriptor /FontName /${GLYPHLESS_FONT_NAME} /Flags 5 /FontBBox [0 0 ${GLYPH_ADVANCE} 1000] /ItalicAngle 0 /Ascent 1000 /Descent 0 /CapHeight 1000 /StemV 80 /FontFile2 ${write.ref(fontFile)} >>`);
  const map = write.stream(...cidToGid);
  const cidFont = write.object(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${GLYPHLESS_FONT_NAME} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${write.ref(descriptor)} /DW ${GLYPH_ADVANCE} /CIDToGIDMap ${write.ref(map)} >>`,
  );
  const unicode = write.stream(...toUnicode);
  return write.object(`<< /Type /Font /Subtype /Type0 /BaseFont /${GLYPHLESS_FONT_NAME} /Encoding /Identity-H /DescendantFonts [${write.ref(cidFont)}] /ToUnicode ${write.ref(unicode)} >>`);
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

const n = (x: number) => String(Math.round(x * 1000) / 1000);

/**
 * The page's text operators: each line at its baseline, squeezed or stretched (Tz) to
 * its ink's width, in text render mode 3 (neither filled nor stroked). Empty when no
 * line has text.
 */
export function textLayerOperators(lines: readonly TextLine[], font: string, pageHeightPt: number): string {
  let ops = '';
  for (const line of lines) {
    const hex = hexOf(line.text);
    if (hex === '' || !(line.sizePt > 0)) continue;
    const natural = (hex.length / 4) * (GLYPH_ADVANCE / 1000) * line.sizePt;
    const squeeze = line.widthMm > 0 ? (mmToPt(line.widthMm) / natural) * 100 : 100;
    ops += `/${font} ${n(line.sizePt)} Tf\n${n(squeeze)} Tz\n1 0 0 1 ${n(mmToPt(line.xMm))} ${n(pageHeightPt - mmToPt(line.baselineMm))} Tm\n<${hex}> Tj\n`;
  }
  return ops === '' ? '' : `BT\n3 Tr\n${ops}ET\n`;
}
