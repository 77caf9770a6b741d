/**
 * A scan file's pages as RGBA pixels, one page at a time: a PNG or JPEG (a phone photo or a
 * scan) is one page; a scanned PDF gives the largest image drawn on each of its pages
 * (scanners store a page as one JPEG or deflated image). Nothing is decoded before its size
 * is read from its header (the image's own, the PDF's page tree) and found plausible for a
 * scan, and no inflate may give more than the image's size needs (issue 41).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { MAX_HAND_FILES } from '#shared/schemas/hands.ts';
import { checkPdfStructureStreams, inflateAtMost } from './capped-inflate.ts';
import type { Rgba } from './gray-image.ts';
import { ScanRejected } from './scan-error.ts';

/** Larger images are refused before decoding (a 12 MP photo is 12; a 600 dpi A4 scan 35). */
export const MAX_SCAN_PIXELS = 60_000_000;
/** Longest side read (a 1200 dpi A4 scan is 14,031 pixels long). */
export const MAX_SCAN_SIDE = 20_000;
/** Pages of one PDF: a hand is made from at most this many sheets. */
export const MAX_SCAN_PAGES = MAX_HAND_FILES;

/** Refuses a size no scan of the template has, before anything is decoded. */
function checkScanSize(width: number, height: number, what: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new ScanRejected(`${what} gives its image no usable size (${width} x ${height} pixels): the file is damaged. Send the scan again.`);
  if (width > MAX_SCAN_SIDE || height > MAX_SCAN_SIDE || width * height > MAX_SCAN_PIXELS) {
    const megapixels = Math.round((width * height) / 1e6);
    throw new ScanRejected(`${what} is ${width} x ${height} pixels (${megapixels} megapixels), more than Inkpost reads (${MAX_SCAN_PIXELS / 1e6} megapixels, ${MAX_SCAN_SIDE.toLocaleString('en-US')} pixels a side): scan at 300 dpi.`);
  }
}

/** The size a PNG or JPEG says it has, read from its header only. */
function headerSize(bytes: Uint8Array, what: string): { width: number; height: number } {
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ScanRejected(`${what} could not be read as an image: its header is damaged or cut short. Send the scan again as PNG or JPEG.`);
  }
  checkScanSize(size.width, size.height, what);
  return size;
}

export type ScanKind = 'png' | 'jpeg' | 'pdf';

export function sniffScan(bytes: Uint8Array): ScanKind | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

async function decodeImage(bytes: Uint8Array, what: string): Promise<Rgba> {
  const size = headerSize(bytes, what);
  let image;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ScanRejected(`${what} could not be read as an image: it may be damaged. Send the scan again as PNG or JPEG.`);
  }
  if (image.width !== size.width || image.height !== size.height) throw new ScanRejected(`${what} decodes to ${image.width} x ${image.height} pixels, not the ${size.width} x ${size.height} its header says: the file is damaged. Send the scan again.`);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  return { width: data.width, height: data.height, data: data.data };
}

const num = (dict: PDFDict, key: string): number | undefined => {
  const v = dict.lookup(PDFName.of(key));
  return v instanceof PDFNumber ? v.asNumber() : undefined;
};

function filtersOf(dict: PDFDict): string[] {
  const f = dict.lookup(PDFName.of('Filter'));
  if (f instanceof PDFName) return [f.decodeText()];
  if (f instanceof PDFArray) return f.asArray().map((x) => (x instanceof PDFName ? x.decodeText() : String(x)));
  return [];
}

/** Undoes PNG row predictors (PDF's /Predictor >= 10). */
function unpredict(data: Buffer, width: number, bpp: number, rowBytes: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)]!;
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowBytes + i]! : 0;
      const ul = r > 0 && i >= bpp ? out[dst - rowBytes + i - bpp]! : 0;
      const x = data[src + i]!;
      let v = x;
      if (type === 1) v = x + left;
      else if (type === 2) v = x + up;
      else if (type === 3) v = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - ul;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - ul);
        v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : ul);
      }
      out[dst + i] = v & 0xff;
    }
  }
  void width;
  return out;
}

function rawToRgba(raw: Uint8Array, width: number, height: number, channels: number, bpc: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil((width * channels * bpc) / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (bpc === 1) {
        const bit = (raw[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        data[o] = data[o + 1] = data[o + 2] = bit ? 255 : 0;
      } else if (channels === 1) {
        data[o] = data[o + 1] = data[o + 2] = raw[y * rowBytes + x]!;
      } else {
        const p = y * rowBytes + x * channels;
        data[o] = raw[p]!;
        data[o + 1] = raw[p + 1]!;
        data[o + 2] = raw[p + 2]!;
      }
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

async function pdfImage(stream: PDFRawStream, what: string): Promise<Rgba> {
  const dict = stream.dict;
  const width = num(dict, 'Width') ?? 0;
  const height = num(dict, 'Height') ?? 0;
  checkScanSize(width, height, `${what}'s image`);
  const filters = filtersOf(dict);
  if (filters.length === 1 && filters[0] === 'DCTDecode') return decodeImage(stream.contents, what);
  const unreadable = filters.find((f) => f !== 'FlateDecode');
  if (unreadable) throw new ScanRejected(`${what} stores its scan as ${unreadable}, which Inkpost cannot read: scan in grey or colour, or send the page as a PNG or JPEG.`);
  const cs = dict.lookup(PDFName.of('ColorSpace'));
  const csName = cs instanceof PDFName ? cs.decodeText() : cs instanceof PDFArray && cs.get(0) instanceof PDFName ? (cs.get(0) as PDFName).decodeText() : 'DeviceRGB';
  const channels = csName === 'DeviceGray' || csName === 'CalGray' ? 1 : csName === 'DeviceRGB' || csName === 'CalRGB' ? 3 : csName === 'ICCBased' ? (num(dict, 'N') ?? 3) : 0;
  const bpc = num(dict, 'BitsPerComponent') ?? 8;
  if (!(channels === 1 || channels === 3) || !(bpc === 8 || (bpc === 1 && channels === 1))) throw new ScanRejected(`${what} stores its scan in a colour format Inkpost cannot read (${csName}, ${bpc} bits): send the page as a PNG or JPEG.`);
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const predictor = parms instanceof PDFDict ? (num(parms, 'Predictor') ?? 1) : 1;
  const rowBytes = Math.ceil((width * channels * bpc) / 8);
  let raw: Uint8Array = filters.length ? inflateAtMost(stream.contents, (predictor >= 10 ? rowBytes + 1 : rowBytes) * height, `${what}'s image (${width} x ${height} pixels)`) : stream.contents;
  if (predictor >= 10) raw = unpredict(Buffer.from(raw), width, Math.max(1, (channels * bpc) >> 3), rowBytes);
  if (raw.length < rowBytes * height) throw new ScanRejected(`${what}: its scanned image is damaged (shorter than its size). Send the scan again.`);
  return rawToRgba(raw, width, height, channels, bpc);
}

/** A malformed PDF makes pdf-lib throw (TypeErrors, RangeErrors): that is the reason it is refused, never a failure of the server. */
function notAPdf(error: unknown, what: string): ScanRejected {
  if (error instanceof ScanRejected) return error;
  return new ScanRejected(`${what} is not a PDF that opens (${error instanceof Error ? error.message : String(error)}): send the scan again, or as a PNG or JPEG.`);
}

/** The largest image a page draws from its resources. */
function largestImage(page: ReturnType<PDFDocument['getPages']>[number]): PDFRawStream | undefined {
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  let best: PDFRawStream | undefined;
  let bestSize = 0;
  if (!(xobjects instanceof PDFDict)) return undefined;
  for (const key of xobjects.keys()) {
    const obj = xobjects.lookup(key);
    if (!(obj instanceof PDFRawStream) || obj.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (num(obj.dict, 'Width') ?? 0) * (num(obj.dict, 'Height') ?? 0);
    if (size > bestSize) {
      best = obj;
      bestSize = size;
    }
  }
  return best;
}

/** The PDF's pages, counted from its page tree before any is decoded, then decoded one at a time. */
async function* pdfPages(bytes: Uint8Array, what: string): AsyncGenerator<Rgba> {
  let doc: PDFDocument;
  checkPdfStructureStreams(bytes, what);
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw notAPdf(error, what);
  }
  try {
    const pages = doc.getPages();
    if (pages.length === 0) throw new ScanRejected(`${what} has no pages.`);
    if (pages.length > MAX_SCAN_PAGES) throw new ScanRejected(`${what} has ${pages.length} pages; a hand is made from at most ${MAX_SCAN_PAGES} sheets: send only the filled-in sheets.`);
    for (const [i, page] of pages.entries()) {
      const pageWhat = `${what}, page ${i + 1}`;
      const best = largestImage(page);
      if (!best) throw new ScanRejected(`${pageWhat} has no scanned image: print the template, fill it in, and send a scan or a photo of it (a PDF from a scanner, a PNG or a JPEG).`);
      yield await pdfImage(best, pageWhat);
    }
  } catch (error) {
    throw notAPdf(error, what);
  }
}

/** `what` names the file in messages ("photo.jpg"). Each page is decoded when it is asked for, so one page's pixels are held at a time. */
export async function* decodeScan(bytes: Uint8Array, what: string): AsyncGenerator<Rgba> {
  const kind = sniffScan(bytes);
  if (kind === null) throw new ScanRejected(`${what} is not a PNG, JPEG or PDF: send a scan or a photo of the filled-in template in one of these formats.`);
  if (kind === 'pdf') yield* pdfPages(bytes, what);
  else yield await decodeImage(bytes, what);
}
