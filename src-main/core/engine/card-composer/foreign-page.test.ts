import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts, type PDFObject } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfFile } from '#core/engine/handwriting/pdf-file.ts';
import { pdfText, pdftotextMissing } from '#core/test-support/pdftotext.ts';
import { type ForeignPage, readForeignPage, writeForeignPage } from './foreign-page.ts';

// A6 as the browser prints it, rounded up a little
const [W, H] = [297.64, 419.53];
const TEXT = 'Your appointment is on Tuesday';

/** A page as the browser prints a card side: text in a standard font, an image, a graphics state (the text's opacity). */
async function browserPage(): Promise<Uint8Array> {
  const canvas = createCanvas(40, 30);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c03030';
  ctx.fillRect(0, 0, 40, 30);
  ctx.fillStyle = '#3040c0';
  ctx.fillRect(0, 10, 40, 10);
  const doc = await PDFDocument.create();
  const page = doc.addPage([W, H]);
  page.drawText(TEXT, { x: 30, y: 360, size: 14, font: await doc.embedFont(StandardFonts.Helvetica), opacity: 0.8 });
  // drawn again after loading: the page's content becomes two streams
  const again = await PDFDocument.load(await doc.save());
  again.getPage(0).drawImage(await again.embedPng(await canvas.encode('png')), { x: 30, y: 200, width: 80, height: 60 });
  return again.save();
}

/** A card's file as compose-card.ts writes one: `before` objects first, then the page as the form of a page's content. */
function cardFile(page: ForeignPage, before: number): { pdf: Uint8Array; form: number } {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pages = file.reserve();
  for (let i = 0; i < before; i++) file.add('null');
  const form = writeForeignPage(page, file);
  const contents = file.addContent('q 1 0 0 1 0 0 cm /IkBg Do Q');
  const kid = file.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /IkBg ${form} 0 R >> >> /Contents ${contents} 0 R >>`);
  file.add(`<< /Type /Pages /Kids [${kid} 0 R] /Count 1 >>`, pages);
  file.add(`<< /Type /Catalog /Pages ${pages} 0 R >>`, catalog);
  return { pdf: file.bytes(catalog, file.add('<< /Producer (test) >>')), form };
}

/** Numbers of the objects an object refers to, directly or through others. */
function reachable(doc: PDFDocument, from: PDFObject, seen = new Set<number>()): Set<number> {
  const visit = (o: PDFObject | undefined): void => {
    if (o instanceof PDFRef) {
      if (seen.has(o.objectNumber)) return;
      seen.add(o.objectNumber);
      const target = doc.context.lookup(o);
      expect(target, `object ${o.objectNumber}`).toBeDefined();
      visit(target);
    } else if (o instanceof PDFRawStream) visit(o.dict);
    else if (o instanceof PDFDict) for (const [, v] of o.entries()) visit(v);
    else if (o instanceof PDFArray) o.asArray().forEach(visit);
  };
  visit(from);
  return seen;
}

function rawStream(o: PDFObject | undefined): PDFRawStream {
  expect(o).toBeInstanceOf(PDFRawStream);
  return o as PDFRawStream;
}

const dir = mkdtempSync(join(tmpdir(), 'inkpost-foreign-page-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const poppler = (tool: string, args: string[], pdf: Uint8Array): string => {
  writeFileSync(join(dir, 'in.pdf'), pdf);
  return execFileSync(tool, [...args, join(dir, 'in.pdf'), ...(tool === 'pdftoppm' ? [join(dir, 'out')] : [])], { encoding: 'latin1' });
};
/** The page's pixels at 50 dpi, as poppler draws them. */
async function pixels(pdf: Uint8Array): Promise<Uint8ClampedArray> {
  poppler('pdftoppm', ['-r', '50', '-png', '-singlefile'], pdf);
  const image = await loadImage(readFileSync(join(dir, 'out.png')));
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

describe.skipIf(Boolean(pdftotextMissing()) && process.env.CI !== 'true')('a browser page written into a card as a form', () => {
  let page: ForeignPage;
  let looks: Uint8ClampedArray;
  beforeAll(async () => {
    const source = await browserPage();
    page = await readForeignPage(source);
    looks = await pixels(source);
  });

  it('keeps the page height', () => {
    expect(page.heightPt).toBeCloseTo(H, 6);
    expect(looks.some((v, i) => i % 4 !== 3 && v < 128)).toBe(true); // what the page is compared with below is not blank
  });

  // at object 3, then after 5 other objects, then at 3 again (its bodies from the cache)
  it.each([0, 5, 0])('is drawn whole with %d objects before it, its references pointing at its own objects', async (before) => {
    const { pdf, form } = cardFile(page, before);
    const first = 3 + before;
    expect(form).toBe(first + page.objects.length - 1);
    expect(page.written.has(first)).toBe(true);

    const doc = await PDFDocument.load(pdf);
    const placed = doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('IkBg'));
    expect(placed).toBeInstanceOf(PDFRef);
    expect((placed as PDFRef).objectNumber).toBe(form);
    const formStream = rawStream(doc.context.lookup(placed));
    expect(formStream.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Form'));
    // exactly the page's objects, every one written, none of another base's numbers
    const numbers = [...reachable(doc, placed!)].sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: page.objects.length }, (_, i) => first + i));

    // what the form's content names is in its resources: the font, the image, the graphics state
    const resources = formStream.dict.lookup(PDFName.of('Resources'), PDFDict);
    const content = Buffer.from(decodePDFRawStream(formStream).decode()).toString('latin1');
    const [font] = resources.lookup(PDFName.of('Font'), PDFDict).entries();
    expect(doc.context.lookup(font![1], PDFDict).get(PDFName.of('BaseFont'))).toBe(PDFName.of('Helvetica'));
    expect(content).toContain(`${font![0].toString()} 14 Tf`);
    const [image] = resources.lookup(PDFName.of('XObject'), PDFDict).entries();
    expect(rawStream(doc.context.lookup(image![1])).dict.get(PDFName.of('Width'))?.toString()).toBe('40');
    expect(content).toContain(`${image![0].toString()} Do`);
    const [gs] = resources.lookup(PDFName.of('ExtGState'), PDFDict).entries();
    expect(content).toContain(`${gs![0].toString()} gs`);

    expect(pdfText(pdf)).toEqual([TEXT]);
    const images = poppler('pdfimages', ['-list'], pdf).trim().split('\n').slice(2);
    expect(images.map((line) => line.trim().split(/\s+/).slice(2, 5))).toEqual([['image', '40', '30']]);
    // and poppler draws it as it drew the browser's page
    expect(await pixels(pdf)).toEqual(looks);
  });

  it('writes each of its streams with one /Length', () => {
    for (const body of page.written.values().next().value!) {
      const text = Buffer.from(body).toString('latin1');
      if (text.includes('\nstream\n')) expect(text.slice(0, text.indexOf('\nstream\n')).match(/\/Length\b/g)).toHaveLength(1);
    }
  });
});
