// Helpers for the renderer's tests: a loopback server that records every hit
// and connection, PNG pixels, solid-colour PNGs, QR decoding.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { pngPixels } from '#core/test-support/png.ts';

export interface HitRecorder {
  port: number;
  hits: string[];
  connections: number;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1:0 that answers everything with a red PNG and records it. */
export async function startHitRecorder(): Promise<HitRecorder> {
  const red = solidPng(8, 8, '#ff0000');
  const recorder = { hits: [] as string[], connections: 0 };
  const server = createServer((req, res) => {
    recorder.hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(red);
  });
  server.on('connection', () => {
    recorder.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get hits() {
      return recorder.hits;
    },
    get connections() {
      return recorder.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function solidPng(width: number, height: number, color: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

export function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decodePng(png: Uint8Array): Promise<Pixels> {
  return pngPixels(Buffer.from(png));
}

/** RGB at a point given in mm from the page's top-left corner (300 dpi). */
export function rgbAtMm(p: Pixels, xMm: number, yMm: number): [number, number, number] {
  const x = Math.round((xMm * 300) / 25.4);
  const y = Math.round((yMm * 300) / 25.4);
  const i = (y * p.width + x) * 4;
  return [p.data[i] ?? -1, p.data[i + 1] ?? -1, p.data[i + 2] ?? -1];
}

function crop(p: Pixels, x0: number, y0: number, w: number, h: number): Pixels {
  const data = new Uint8ClampedArray(w * h * 4).fill(255);
  for (let y = 0; y < h; y++) {
    const sy = y0 + y;
    if (sy < 0 || sy >= p.height) continue;
    for (let x = 0; x < w; x++) {
      const sx = x0 + x;
      if (sx < 0 || sx >= p.width) continue;
      const si = (sy * p.width + sx) * 4;
      data.set(p.data.subarray(si, si + 4), (y * w + x) * 4);
    }
  }
  return { width: w, height: h, data };
}

/** Box-filter downscale by an integer factor (a camera further away). */
function downscale(p: Pixels, factor: number): Pixels {
  if (factor === 1) return p;
  const w = Math.floor(p.width / factor);
  const h = Math.floor(p.height / factor);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let ch = 0; ch < 4; ch++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) for (let dx = 0; dx < factor; dx++) sum += p.data[((y * factor + dy) * p.width + x * factor + dx) * 4 + ch] ?? 0;
        data[(y * w + x) * 4 + ch] = sum / (factor * factor);
      }
    }
  }
  return { width: w, height: h, data };
}

/** A QR decoder: the text of the code in a frame, or undefined. */
export type QrDecoder = (frame: Pixels) => string | undefined;

export const jsqrDecoder: QrDecoder = (frame) => jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;

const zxingHints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);

/** ZXing's QR reader (the @zxing/library port), an implementation independent of jsQR. */
export const zxingDecoder: QrDecoder = (frame) => {
  const luminance = new Uint8ClampedArray(frame.width * frame.height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = ((frame.data[i * 4] ?? 0) * 299 + (frame.data[i * 4 + 1] ?? 0) * 587 + (frame.data[i * 4 + 2] ?? 0) * 114) / 1000;
  }
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, frame.width, frame.height))), zxingHints).getText();
  } catch {
    return undefined; // nothing found in this frame
  }
};

/**
 * Decodes the QR code inside a square region (mm) of a 300 dpi page, like a
 * scanner taking a few frames: the region with margins of 1, 2, 4 and 0.5 mm,
 * at full resolution, then at 1/2 and 1/3. Returns every distinct result (so a
 * wrong decode cannot hide behind a right one). jsQR unless told otherwise.
 */
export function decodeQrAt(p: Pixels, xMm: number, yMm: number, sizeMm: number, decoder: QrDecoder = jsqrDecoder): string | undefined {
  const results = new Set<string>();
  for (const factor of [1, 2, 3]) {
    for (const margin of [1, 2, 4, 0.5]) {
      const x0 = Math.floor(((xMm - margin) * 300) / 25.4);
      const y0 = Math.floor(((yMm - margin) * 300) / 25.4);
      const side = Math.ceil(((sizeMm + 2 * margin) * 300) / 25.4);
      const found = decoder(downscale(crop(p, x0, y0, side, side), factor));
      if (found !== undefined) results.add(found);
    }
    if (results.size > 0) break;
  }
  return results.size === 0 ? undefined : [...results].join(' | ');
}

/** Page around a code in one frame (mm), beyond its own quiet zone. */
export const FRAME_MARGIN_MM = 2;

/**
 * Decodes the QR code inside a square region (mm) of a 300 dpi page from ONE frame: the
 * region and FRAME_MARGIN_MM of page around it, at full resolution, one decoder call.
 */
export function decodeQrFrame(p: Pixels, xMm: number, yMm: number, sizeMm: number, decoder: QrDecoder): string | undefined {
  const x0 = Math.floor(((xMm - FRAME_MARGIN_MM) * 300) / 25.4);
  const y0 = Math.floor(((yMm - FRAME_MARGIN_MM) * 300) / 25.4);
  const side = Math.ceil(((sizeMm + 2 * FRAME_MARGIN_MM) * 300) / 25.4);
  return decoder(crop(p, x0, y0, side, side));
}
