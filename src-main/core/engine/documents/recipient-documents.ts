import type { Product } from '#shared/products.ts';
import type { TemplatePage } from '#shared/schemas/templates.ts';
import { toPt } from '#shared/units.ts';
import { layoutHandwriting } from '../handwriting/index.ts';
import { layoutUnwrapped } from '../handwriting/unwrapped.ts';
import { linesHtml } from './address-lines.ts';
import { envelopeFor } from './envelopes.ts';
import { mergeFields } from './merge-fields.ts';
import { type Sheet, sheetsToPdf, sheetToPng } from './sheet.ts';

export interface DocumentInput {
  product: Product;
  pages: TemplatePage[];
  /** Values for {{...}}: recipient fields (camelCase) and variables. */
  fields: Record<string, unknown>;
  /** The recipient's name and address as written on the piece (#shared/address/format-address.ts). */
  recipientAddress: readonly string[];
  /** The sender's, for the envelope's corner. */
  returnAddress: readonly string[] | null;
  includeEnvelope: boolean;
  stampOnEnvelope: boolean;
  /** Seed of the natural variation: the recipient id. */
  seed: string;
}

export interface RenderedFile {
  type: 'note' | 'postcard' | 'envelope';
  format: 'pdf' | 'preview';
  /** Preview page number from 1; undefined for a PDF. */
  page?: number;
  bytes: Uint8Array;
}

const STAMP = { widthMm: 20, heightMm: 24, marginMm: 6 };

const stampBox = (sheetWidthMm: number) => ({ xMm: sheetWidthMm - STAMP.widthMm - STAMP.marginMm, yMm: STAMP.marginMm, widthMm: STAMP.widthMm, heightMm: STAMP.heightMm });

interface AddressBox {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  paddingMm: number;
  fontSizePt: number;
}

/** An address written in blue in its box, each of its lines kept to one line. */
function addressBlock(lines: readonly string[], box: AddressBox, seed: string): Sheet['blocks'][number] {
  const { xMm, yMm, ...size } = box;
  const list = layoutUnwrapped({ content: linesHtml(lines), ...size, color: 'blue', autoResize: true, seed }, lines.length);
  return { list, xMm, yMm };
}

/** The writing side of a postcard also carries the recipient's address and a stamp box. */
function postcardAddressBlock(product: Product, input: DocumentInput, seed: string): Sheet['blocks'][number] {
  const yMm = product.heightMm * 0.42;
  const box = { xMm: product.widthMm / 2 + 6, yMm, widthMm: product.widthMm / 2 - 12, heightMm: product.heightMm - yMm - 8, paddingMm: 1, fontSizePt: 14 };
  return addressBlock(input.recipientAddress, box, `${seed}:address`);
}

function pieceSheets(input: DocumentInput): Sheet[] {
  const { product } = input;
  return input.pages.map((page, index) => {
    const blocks = page.blocks.map((block, b) => ({
      xMm: block.x,
      yMm: block.y,
      list: layoutHandwriting({
        content: mergeFields(block.content, input.fields),
        widthMm: block.width,
        heightMm: block.height,
        paddingMm: 0,
        fontFamily: block.fontFamily,
        fontSizePt: toPt(block.fontSize),
        color: block.color,
        textAlign: block.textAlign,
        verticalAlign: block.verticalAlign,
        autoResize: block.autoResize,
        seed: `${input.seed}:${index}:${b}`,
      }),
    }));
    const sheet: Sheet = { widthMm: product.widthMm, heightMm: product.heightMm, bleedMm: product.bleedMm, blocks, boxes: [] };
    const isAddressSide = product.category === 'postcard' && index === input.pages.length - 1;
    if (isAddressSide) {
      sheet.blocks.push(postcardAddressBlock(product, input, input.seed));
      sheet.boxes.push(stampBox(product.widthMm));
    }
    return sheet;
  });
}

export type EnvelopeInput = Pick<DocumentInput, 'product' | 'recipientAddress' | 'returnAddress' | 'includeEnvelope' | 'stampOnEnvelope' | 'seed'>;

function envelopeSheet(input: EnvelopeInput): Sheet | undefined {
  const size = input.includeEnvelope ? envelopeFor(input.product) : undefined;
  if (!size) return undefined;
  const recipientBox = { xMm: size.widthMm * 0.38, yMm: size.heightMm * 0.4, widthMm: size.widthMm * 0.55, heightMm: size.heightMm * 0.52, paddingMm: 1, fontSizePt: 16 };
  const blocks = [addressBlock(input.recipientAddress, recipientBox, `${input.seed}:envelope`)];
  if (input.returnAddress && input.returnAddress.length > 0) {
    const returnBox = { xMm: 6, yMm: 6, widthMm: size.widthMm * 0.4, heightMm: size.heightMm * 0.35, paddingMm: 0.5, fontSizePt: 10 };
    blocks.push(addressBlock(input.returnAddress, returnBox, `${input.seed}:return`));
  }
  const boxes = input.stampOnEnvelope ? [stampBox(size.widthMm)] : [];
  return { widthMm: size.widthMm, heightMm: size.heightMm, bleedMm: input.product.bleedMm, blocks, boxes };
}

/** Every document of a standard recipient: the piece (PDF + a preview per page) and, when asked, the envelope. */
export async function renderRecipientDocuments(input: DocumentInput): Promise<RenderedFile[]> {
  const type = input.product.documentType;
  const sheets = pieceSheets(input);
  const files: RenderedFile[] = [{ type, format: 'pdf', bytes: await sheetsToPdf(sheets) }];
  // One after another: a worker then needs one canvas of a size (canvas-pool.ts keeps one).
  for (const [i, sheet] of sheets.entries()) files.push({ type, format: 'preview', page: i + 1, bytes: await sheetToPng(sheet) });
  files.push(...(await renderEnvelope(input)));
  return files;
}

/** The envelope's PDF and preview, when asked for and the product ships in one. */
export async function renderEnvelope(input: EnvelopeInput): Promise<RenderedFile[]> {
  const envelope = envelopeSheet(input);
  if (!envelope) return [];
  return [
    { type: 'envelope', format: 'pdf', bytes: await sheetsToPdf([envelope]) },
    { type: 'envelope', format: 'preview', page: 1, bytes: await sheetToPng(envelope) },
  ];
}
