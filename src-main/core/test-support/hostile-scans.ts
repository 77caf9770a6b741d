/**
 * Scan files made to take a server down (issue 41, point 2), generated rather than committed:
 * each is small on disk and huge once decoded. The upload tests send them, and
 * scripts/bench-hostile-scans.ts measures the server's memory after each.
 */
import { randomBytes } from 'node:crypto';
import { createDeflate, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { PNG_SIGNATURE, writeChunk } from '#core/engine/handwriting/png/png-chunks.ts';

/** `total` zero bytes through zlib, at most 1 MiB held at a time. */
async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((done, fail) => deflate.on('end', done).on('error', fail));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = total; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise((done) => deflate.once('drain', done));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/** A PDF whose one page draws a `width` x `height` grey image stored as `stream` (already deflated). */
async function pdfWithImage(pages: number, width: number, height: number, stream: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = doc.context.register(doc.context.stream(stream, { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'FlateDecode' }));
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.node.setXObject(PDFName.of('Scan'), image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(595, 0, 0, 842, 0, 0), drawObject('Scan'), popGraphicsState());
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A 10 x 10 image whose deflated stream unpacks to `unpackedBytes` (1 GiB in the issue, from a 1 MB file). */
export async function pdfInflateBomb(unpackedBytes = 1024 ** 3): Promise<Buffer> {
  return pdfWithImage(1, 10, 10, await deflatedZeros(unpackedBytes));
}

/** A PDF whose object stream (which a PDF reader unpacks as it loads the file) unpacks to `unpackedBytes`. */
export async function pdfObjectStreamBomb(unpackedBytes = 1024 ** 3): Promise<Buffer> {
  const packed = await deflatedZeros(unpackedBytes);
  const head = `%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), packed, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** `pages` pages sharing one 1-megapixel image (500 pages in 82 KB in the issue). */
export async function pdfManyPages(pages = 500): Promise<Buffer> {
  return pdfWithImage(pages, 1000, 1000, deflateSync(Buffer.alloc(1000 * 1000, 255), { level: 9 }));
}

/** A real, complete 1-bit PNG of `side` x `side` white pixels (30000 in the issue: 110 KB). */
export async function pngBomb(side = 30_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, grey, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(side / 8);
  return Buffer.concat([PNG_SIGNATURE, writeChunk('IHDR', header), writeChunk('IDAT', await deflatedZeros(rowBytes * side)), writeChunk('IEND', new Uint8Array())]);
}

/** A JPEG cut after 2.4 KB whose frame header claims `side` x `side` (20000 in the issue). */
export async function truncatedJpeg(side = 20_000): Promise<Buffer> {
  const canvas = createCanvas(128, 128);
  const ctx = canvas.getContext('2d');
  const noise = ctx.createImageData(128, 128);
  noise.data.set(randomBytes(noise.data.length));
  ctx.putImageData(noise, 0, 0);
  const jpeg = Buffer.from(await canvas.encode('jpeg', 90));
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(side, frame + 5);
  jpeg.writeUInt16BE(side, frame + 7);
  return jpeg.subarray(0, 2400);
}

/** `%PDF-1.4` then `bytes` random bytes: no PDF structure at all (a 500 before issue 41). */
export function malformedPdf(bytes = 5 * 1024): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);
}
