/**
 * The printable template of "your own hand": one page with a cell per character, the
 * writing guides and labels in a drop-out colour (light red: the scan reader looks at the
 * red channel, where they vanish), four black corner markers and a QR code naming the layout.
 */
import QRCode from 'qrcode';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { DROP_OUT_RGB, handTemplate, type HandPaper } from '#shared/hand-template.ts';

const PT_PER_MM = 72 / 25.4;

const made = new Map<HandPaper, Promise<Uint8Array>>();

/** The template of a paper size (made once a process: it never changes). */
export function handTemplatePdf(paper: HandPaper): Promise<Uint8Array> {
  let pdf = made.get(paper);
  if (!pdf) {
    pdf = makeTemplatePdf(paper);
    made.set(paper, pdf);
  }
  return pdf;
}

async function makeTemplatePdf(paper: HandPaper): Promise<Uint8Array> {
  const t = handTemplate(paper);
  const doc = await PDFDocument.create();
  doc.setTitle('Inkpost: your own hand (template)');
  doc.setCreator('Inkpost');
  const page = doc.addPage([t.page.width * PT_PER_MM, t.page.height * PT_PER_MM]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = t.page.height;
  const pt = (mm: number) => mm * PT_PER_MM;
  // pdf-lib's y goes up from the bottom: every position below is mm from the top-left.
  const rect = (x: number, y: number, w: number, h: number, color = rgb(0, 0, 0)) => page.drawRectangle({ x: pt(x), y: pt(H - y - h), width: pt(w), height: pt(h), color });
  const line = (x1: number, y1: number, x2: number, y2: number, thickness: number, dash?: number[]) =>
    page.drawLine({ start: { x: pt(x1), y: pt(H - y1) }, end: { x: pt(x2), y: pt(H - y2) }, thickness: pt(thickness), color: dropOut, ...(dash ? { dashArray: dash.map(pt) } : {}) });
  const text = (s: string, x: number, y: number, size: number, f = font, color = rgb(0.2, 0.2, 0.2)) => page.drawText(s, { x: pt(x), y: pt(H - y), size, font: f, color });
  const dropOut = rgb(...DROP_OUT_RGB);

  for (const m of t.markers) rect(m.x - t.markerSize / 2, m.y - t.markerSize / 2, t.markerSize, t.markerSize);

  const qr = QRCode.create(t.code.text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const module = t.code.width / n;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) rect(t.code.x + c * module, t.code.y + r * module, module * 1.02, module * 1.02);

  const left = t.grid.x;
  text('Your own hand', left, 24, 16, bold, rgb(0.1, 0.1, 0.1));
  const help = [
    'Write each character once in its box with a black or blue pen (not red, not pencil).',
    'Stand letters on the solid line; small letters reach the dashed line. Stay inside the box.',
    'Keep the four black squares and the code clear. Scan at 300 dpi, or photograph the',
    'whole sheet flat and in good light. Then drop the scan in Inkpost: Handwriting > Your own hand.',
  ];
  help.forEach((s, i) => text(s, left, 30 + i * 3.6, 7.5));

  for (const cell of t.cells) {
    const { x, y, width, height } = cell.box;
    for (const [x1, y1, x2, y2] of [
      [x, y, x + width, y],
      [x, y + height, x + width, y + height],
      [x, y, x, y + height],
      [x + width, y, x + width, y + height],
    ] as const)
      line(x1, y1, x2, y2, 0.2);
    line(x + 1, cell.baseline, x + width - 1, cell.baseline, 0.3);
    line(x + 1, cell.xHeightLine, x + width - 1, cell.xHeightLine, 0.2, [1, 1]);
    text(cell.char, x + 1, y + 3.4, 8, font, dropOut);
  }
  text(`Inkpost hand template ${t.version} (${paper === 'a4' ? 'A4' : 'US Letter'}) - print at 100 %, no scaling`, left, t.grid.y + t.grid.height + 5, 6.5, font, rgb(0.45, 0.45, 0.45));
  return doc.save();
}
