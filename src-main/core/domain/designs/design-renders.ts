import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Proof } from '#shared/contract/designs.ts';
import { productByKey, type Product } from '#shared/products.ts';
import { DEFAULT_SAMPLE } from '#shared/sample-recipients.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { DesignRow } from '#core/db/designs-repo.ts';
import { ValidationError } from '#core/base/error-kinds.ts';
import { HtmlInputError } from '#core/engine/markup/input-issue.ts';
import { canvasLibrary } from '#core/engine/on-first-use.ts';
import { addressFromValues, addressLines } from '#shared/address/format-address.ts';
import { domesticCountry } from '../postal-lines.ts';
import { storageFile, writeStorageFile } from '#core/policy/storage.ts';
import { signedDocumentUrl } from '../signed-urls.ts';
import type { Side } from './starter-design.ts';
import { teamHandFamilies } from '#core/domain/hands/hand-store.ts';
import type { StarterWithSides } from './starters.ts';
import { teamFontCssOption } from '#core/domain/fonts/team-font-css.ts';

export const THUMBNAIL_WIDTH_PX = 480;
const PROOF_LIFETIME_MS = 24 * 3600 * 1000;

function productOf(design: DesignRow): Product {
  const product = productByKey(design.product_key);
  if (!product) throw new Error(`Design ${design.id} names unknown product ${design.product_key}`);
  return product;
}

/** HTML the renderer refuses is the design's fault: a 400 with the tree, as for HTML recipients. */
async function asValidation<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HtmlInputError) throw ValidationError.of(error.issues);
    throw error;
  }
}

/** One side rendered with a sample recipient and scaled to 480 px wide (a thumbnail). */
async function renderThumbnail(core: CoreContext, teamId: string, product: Product, orientation: 'landscape' | 'portrait', content: Side, side: 'front' | 'back', seed: string): Promise<Uint8Array> {
  // Rendered at about the thumbnail's own resolution (not the 300 dpi of print): far fewer pixels to draw and encode.
  const widthMm = orientation === 'landscape' ? Math.max(product.widthMm, product.heightMm) : Math.min(product.widthMm, product.heightMm);
  const previewDpi = Math.ceil((THUMBNAIL_WIDTH_PX * 1.5) / ((widthMm + 2 * product.bleedMm) / 25.4));
  const rendered = await asValidation(core.htmlEngine().renderSide({ product, orientation, content, side, qrFallbackToDestination: true, pdf: false, mergeValues: DEFAULT_SAMPLE.values, handwritingSeed: seed, previewDpi, hands: teamHandFamilies(core.db, teamId), ...teamFontCssOption(core.db, teamId) }));
  const { createCanvas, loadImage } = await canvasLibrary();
  const image = await loadImage(Buffer.from(rendered.png));
  const height = Math.round((image.height / image.width) * THUMBNAIL_WIDTH_PX);
  const canvas = createCanvas(THUMBNAIL_WIDTH_PX, height);
  canvas.getContext('2d').drawImage(image, 0, 0, THUMBNAIL_WIDTH_PX, height);
  return new Uint8Array(await canvas.encode('png'));
}

/** A rendered file kept in storage under a name that changes with its content; older ones of the folder and prefix go. */
async function cached(core: CoreContext, folder: string, prefix: string, version: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const src = `${folder}/${prefix}-${version}.png`;
  const file = storageFile(core.storageDir, src);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const png = await render();
  const dir = storageFile(core.storageDir, folder);
  if (existsSync(dir)) for (const old of readdirSync(dir)) if (old.startsWith(`${prefix}-`)) rmSync(`${dir}/${old}`, { force: true });
  writeStorageFile(core.storageDir, src, png);
  return png;
}

/**
 * The design's front, rendered with a sample recipient and scaled to 480 px wide,
 * cached in storage under the design's last change (a changed design renders anew).
 */
export function designThumbnail(core: CoreContext, design: DesignRow): Promise<Uint8Array> {
  return cached(core, `teams/${design.team_id}/designs/${design.id}`, 'thumbnail', design.updated_at.replace(/[^0-9]/g, ''), () =>
    renderThumbnail(core, design.team_id, productOf(design), design.orientation, JSON.parse(design.front_json) as Side, 'front', design.id),
  );
}

/** A starter's side as the gallery shows it, cached under a hash of its content (Inkpost's starters are shared by every team). */
export function starterThumbnail(core: CoreContext, teamId: string, starter: StarterWithSides, side: 'front' | 'back'): Promise<Uint8Array> {
  const content = side === 'front' ? starter.front : starter.back;
  if (!content) throw ValidationError.field('side', 'This starter has no back');
  const product = productByKey(starter.product_key);
  if (!product) throw new Error(`Starter ${starter.id} names unknown product ${starter.product_key}`);
  const folder = starter.source === 'inkpost' ? 'starters' : `teams/${teamId}/starters`;
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return cached(core, folder, `${starter.id}-${side}`, version, () => renderThumbnail(core, teamId, product, starter.orientation, content, side, starter.id));
}

/** Proofs are scratch files: those older than a day go when a new one is made. */
function removeOldProofs(core: CoreContext, teamId: string): void {
  const dir = storageFile(core.storageDir, `teams/${teamId}/proofs`);
  if (!existsSync(dir)) return;
  const cutoff = core.clock.nowMs() - PROOF_LIFETIME_MS;
  for (const name of readdirSync(dir)) {
    const path = `${dir}/${name}`;
    if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * What the API would print for one recipient: the print PDF (both sides, bleed)
 * and a 300 dpi preview per side, the envelope where included, merge fields and
 * handwriting as for that recipient, Smart QR codes pointing at their destination.
 */
export async function proofDesign(core: CoreContext, design: DesignRow, values: Readonly<Record<string, unknown>>, seed: string | undefined): Promise<Proof> {
  removeOldProofs(core, design.team_id);
  const product = productOf(design);
  const back = design.back_json ? (JSON.parse(design.back_json) as Side) : undefined;
  // Addressed as the team's own campaigns would be (no campaign yet: its home country decides what is domestic).
  const lines = addressLines(addressFromValues(values), { domesticCountry: domesticCountry(core, design.team_id) });
  const document = await asValidation(
    core.htmlEngine().renderDocument({ product, orientation: design.orientation, front: JSON.parse(design.front_json) as Side, ...(back ? { back } : {}), mergeValues: values, addressLines: lines, handwritingSeed: seed ?? design.id, qrFallbackToDestination: true, hands: teamHandFamilies(core.db, design.team_id), ...teamFontCssOption(core.db, design.team_id) }),
  );
  const envelope = await core.documents.envelope({ product, recipientAddress: lines, returnAddress: null, includeEnvelope: design.include_envelope === 1, stampOnEnvelope: true, seed: seed ?? design.id });
  const id = randomUUID();
  const type = product.documentType;
  const files = [
    { format: 'pdf' as const, type, page: null, bytes: document.pdf },
    ...document.previews.map((bytes, i) => ({ format: 'preview' as const, type, page: i + 1, bytes })),
    ...envelope.map((f) => ({ format: f.format, type: f.type, page: f.page ?? null, bytes: f.bytes })),
  ];
  return {
    id,
    documents: files.map((f) => {
      const src = `teams/${design.team_id}/proofs/${id}/${f.type}${f.page === null ? '' : `-${f.page}`}.${f.format === 'pdf' ? 'pdf' : 'png'}`;
      writeStorageFile(core.storageDir, src, f.bytes);
      return { format: f.format, type: f.type, page: f.page, signed_url: signedDocumentUrl(core, src) };
    }),
  };
}
