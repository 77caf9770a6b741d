// Font files for the tests of a team's own typefaces: real TTF and WOFF2 faces from
// the bundled packages, an OTF (CFF) written here, and any of them with its OS/2
// embedding licence (fsType) set to what a test needs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

/** Caveat (OFL), as TrueType, in the weight asked. */
export const caveatTtf = (weight: 400 | 700) => readFileSync(require.resolve(`@expo-google-fonts/caveat/${weight}${weight === 400 ? 'Regular' : 'Bold'}/Caveat_${weight}${weight === 400 ? 'Regular' : 'Bold'}.ttf`));

/** Lora italic (OFL), as WOFF2. */
export const loraItalicWoff2 = () => readFileSync(require.resolve('@fontsource/lora/files/lora-latin-400-italic.woff2'));

/** A small OpenType (CFF) face of its own family, with A to Z drawn as triangles. */
export function smallOtf(familyName: string, weightClass: number): Buffer {
  const triangle = () => {
    const path = new opentype.Path();
    path.moveTo(80, 0);
    path.lineTo(300, 700);
    path.lineTo(520, 0);
    path.close();
    return path;
  };
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((ch) => new opentype.Glyph({ name: ch, unicode: ch.charCodeAt(0), advanceWidth: 600, path: triangle() }));
  const glyphs = [new opentype.Glyph({ name: '.notdef', advanceWidth: 600, path: new opentype.Path() }), new opentype.Glyph({ name: 'space', unicode: 32, advanceWidth: 250, path: new opentype.Path() }), ...letters];
  const font = new opentype.Font({ familyName, styleName: weightClass >= 700 ? 'Bold' : 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs, weightClass } as ConstructorParameters<typeof opentype.Font>[0]);
  return Buffer.from(font.toArrayBuffer());
}

/** The same TTF or OTF with OS/2 fsType set (2: restricted licence, 0x200: bitmap only, 4: preview & print). */
export function withFsType(font: Buffer, fsType: number): Buffer {
  const out = Buffer.from(font);
  const tables = out.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (out.toString('latin1', record, record + 4) === 'OS/2') {
      out.writeUInt16BE(fsType, out.readUInt32BE(record + 8) + 8);
      return out;
    }
  }
  throw new Error('The font has no OS/2 table');
}
