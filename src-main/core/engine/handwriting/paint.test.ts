import { describe, expect, it } from 'vitest';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { FONT_FAMILIES, INK_COLORS } from '#shared/handwriting.ts';
import { layoutHandwriting } from './layout.ts';
import { type DocumentForms, paintPdf, PdfPageContent } from './paint-pdf.ts';
import { PdfFile, pdfNumber } from './pdf-file.ts';
import { renderHandwritingPng } from './render.ts';
import { inflateSync } from 'node:zlib';

const NOTE = '<p>Dear Sam,</p><p>Thanks a million for the tickets.<br>We had a great night.</p><p>Best, Jo</p>';

async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

describe('renderHandwritingPng', () => {
  it('renders 100mm at 300 dpi (1181 px) with a transparent background by default', async () => {
    const png = await renderHandwritingPng({ content: NOTE }, 'seed');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { width, height, data } = await pixels(png);
    expect([width, height]).toEqual([1181, 1181]);
    expect(data[3]).toBe(0); // top-left corner
    expect(data[(1180 * 1181 + 1180) * 4 + 3]).toBe(0);
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) ink++;
    expect(ink).toBeGreaterThan(2000);
  });

  it('fills a background colour and sizes other units', async () => {
    const png = await renderHandwritingPng({ content: 'Hi', widthMm: 50.8, heightMm: 25.4, backgroundColor: 'rgb(255, 0, 0)' }, 's');
    const { width, height, data } = await pixels(png);
    expect([width, height]).toEqual([600, 300]);
    expect([...data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('gives the same bytes for the same input and different bytes for another seed', async () => {
    const a = await renderHandwritingPng({ content: NOTE, color: 'darkBlue' }, 'recipient-1');
    const b = await renderHandwritingPng({ content: NOTE, color: 'darkBlue' }, 'recipient-1');
    const c = await renderHandwritingPng({ content: NOTE, color: 'darkBlue' }, 'recipient-2');
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('renders every family in every ink colour', async () => {
    for (const fontFamily of FONT_FAMILIES) {
      for (const color of INK_COLORS) {
        const png = await renderHandwritingPng({ content: 'Quick brown fox', widthMm: 60, heightMm: 20, fontFamily, color }, 'f');
        const { data } = await pixels(png);
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 100) ink++;
        expect(ink, `${fontFamily} ${color}`).toBeGreaterThan(300);
      }
    }
  });
});

describe('paintPdf', () => {
  it('draws the display list as vector paths, without fonts, in a PDF that pdf-lib reads', async () => {
    const file = new PdfFile();
    const pages = file.reserve();
    const forms: DocumentForms = new Map();
    const page = new PdfPageContent(file, forms);
    const list = layoutHandwriting({ content: NOTE, widthMm: 120, heightMm: 80, seed: 'pdf', fontFamily: 'Stafford', color: 'blue', pen: 'fountain' });
    paintPdf(page, list, 288, { xMm: 20, yMm: 10 });
    const contents = file.addContent(page.text);
    const pageRef = file.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 432 288] /Resources ${page.resources()} /Contents ${contents} 0 R >>`);
    file.add(`<< /Type /Pages /Kids [${pageRef} 0 R] /Count 1 >>`, pages);
    const bytes = file.bytes(file.add(`<< /Type /Catalog /Pages ${pages} 0 R >>`), file.add('<< /Producer (test) >>'));
    const again = await PDFDocument.load(bytes);
    expect(again.getPageCount()).toBe(1);
    expect(again.getPage(0).getSize()).toEqual({ width: 432, height: 288 });
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).not.toMatch(/\/Type \/Font|\/FontFile/);
    expect(text).toMatch(/\/ExtGState/);
    // content stream: fills of curve paths under per-glyph matrices
    const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)].map((m) => inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    const content = streams.join('\n');
    expect(content).toMatch(/ cm\n/);
    expect(content).toMatch(/ c\n/); // curves in the glyph forms
    expect(content).toMatch(/\nW\nn\n/); // the pools, clipped to the outline
    expect(content.match(/ Do\n/g)!.length).toBe(list.items.length);
    const shapes = new Set(list.items.map((i) => i.shape)).size;
    expect(text.match(/\/Subtype \/Form/g)!.length).toBe(shapes);
    expect(forms.size).toBe(shapes);
  });
});

describe('pdfNumber', () => {
  it('writes at most four decimals, never an exponent or a negative zero', () => {
    expect([0.5, 1 / 3, -0.00001, 1e-7, 123456.78915, -2].map(pdfNumber)).toEqual(['0.5', '0.3333', '0', '0', '123456.7892', '-2']);
  });
});
