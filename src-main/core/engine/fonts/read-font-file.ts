// What an uploaded font file is: its format (from its first bytes, never its name),
// its family, weight and style (from its own tables), and whether its licence lets
// a document embed it (OS/2 fsType). fontkit is loaded on first use only.
import type { Font } from 'fontkit';

export type FontFormat = 'otf' | 'ttf' | 'woff2';

export interface FontFileFacts {
  format: FontFormat;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
}

/** Why a file cannot be a team's typeface, said to the person who sent it. */
export class FontRefusal extends Error {}

function formatOf(bytes: Uint8Array): FontFormat | string {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === 'OTTO') return 'otf';
  if (tag === '\0\x01\0\0' || tag === 'true') return 'ttf';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') return 'a WOFF 1 file: convert it to WOFF2, TTF or OTF';
  if (tag === 'ttcf') return 'a font collection (.ttc): upload the faces as separate OTF or TTF files';
  return 'not an OTF, TTF or WOFF2 font';
}

/**
 * OS/2 fsType, the font maker's embedding licence: bit 1 "restricted licence"
 * forbids embedding the font in a document at all, bit 9 "bitmap embedding only"
 * forbids embedding its outlines, which a PDF needs. Preview & print (bit 2) and
 * editable (bit 3) allow what the server does.
 */
function embeddingRefusal(fsType: number): string | undefined {
  if (fsType & 0x0002) return `its licence forbids embedding it in a document (OS/2 fsType ${fsType}: restricted licence)`;
  if (fsType & 0x0200) return `its licence allows embedding bitmaps only, not the outlines a PDF needs (OS/2 fsType ${fsType})`;
  return undefined;
}

export async function readFontFile(bytes: Uint8Array, fileName: string): Promise<FontFileFacts> {
  const format = formatOf(bytes);
  if (format !== 'otf' && format !== 'ttf' && format !== 'woff2') throw new FontRefusal(`${fileName} is ${format}`);
  const fontkit = await import('fontkit');
  let font: Font;
  try {
    font = fontkit.create(Buffer.from(bytes)) as Font;
    void font.numGlyphs;
  } catch (error) {
    throw new FontRefusal(`${fileName} could not be read as a font (${(error as Error).message})`);
  }
  const os2 = (font as unknown as { 'OS/2'?: { fsType?: number | Record<string, boolean>; usWeightClass?: number; fsSelection?: { italic?: boolean } } })['OS/2'];
  const fsType = typeof os2?.fsType === 'number' ? os2.fsType : fsTypeBits(os2?.fsType);
  const refusal = embeddingRefusal(fsType);
  if (refusal) throw new FontRefusal(`${fileName}: ${refusal}`);
  const names = font as unknown as { name?: { records?: { preferredFamily?: Record<string, string> } } };
  const family = (names.name?.records?.preferredFamily?.['en'] ?? font.familyName ?? '').trim();
  if (!family) throw new FontRefusal(`${fileName} names no family: give one in \`family\``);
  const italic = Boolean(os2?.fsSelection?.italic) || font.italicAngle !== 0 || /italic|oblique/i.test(font.subfamilyName ?? '');
  return { format, family, weight: clampWeight(os2?.usWeightClass ?? 400), style: italic ? 'italic' : 'normal' };
}

/** fontkit reads fsType as a bit field of named flags; back to its number. */
function fsTypeBits(flags: Record<string, boolean> | undefined): number {
  if (!flags) return 0;
  const bits: Record<string, number> = { noEmbedding: 0x0002, viewOnly: 0x0004, editable: 0x0008, noSubsetting: 0x0100, bitmapOnly: 0x0200 };
  return Object.entries(bits).reduce((sum, [name, bit]) => (flags[name] ? sum | bit : sum), 0);
}

const clampWeight = (weight: number) => Math.min(900, Math.max(100, Math.round(weight / 100) * 100 || 400));
