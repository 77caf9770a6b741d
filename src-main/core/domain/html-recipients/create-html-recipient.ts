import { newRowId } from '#core/base/ids.ts';
import { type Product, productByKey } from '#shared/products.ts';
import { type CreateHtmlRecipientInput, createHtmlRecipientSchema } from '#shared/schemas/html-recipients.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type DocumentRow, replaceDocuments } from '#core/db/documents-repo.ts';
import { insertQrCode } from '#core/db/qr-codes-repo.ts';
import { insertRecipient, type RecipientRow, setHtmlWarnings } from '#core/db/recipients-repo.ts';
import { findTeam, type TeamRow } from '#core/db/teams-repo.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import { findBaseProductKey } from '#core/db/team-product-keys-repo.ts';
import { insertUsageEvent } from '#core/db/usage-repo.ts';
import type { RenderedFile } from '#core/engine/documents/recipient-documents.ts';
import { HtmlInputError, type HtmlWarning, validateSide } from '#core/engine/html/index.ts';
import { recipientDocumentSrc, writeStorageFile } from '#core/policy/storage.ts';
import { addCampaignToCart } from '../carts.ts';
import type { Issue } from '#shared/issue-tree.ts';
import { ValidationError } from '#core/base/error-kinds.ts';
import { plannedCodes, trackedUrlsOf } from '../smart-qr/planned-codes.ts';
import { validate } from '../validate.ts';
import { planHiddenHtmlCampaign } from './hidden-campaign.ts';
import type { RecipientInput } from '#shared/schemas/recipients.ts';
import { domesticCountry, recipientAddressLines } from '../postal-lines.ts';
import { recipientRow } from '../recipients/recipient-row.ts';
import { teamHandFamilies } from '#core/domain/hands/hand-store.ts';
import type { HandNames } from '#core/engine/html/index.ts';
import { teamFontCssOption } from '#core/domain/fonts/team-font-css.ts';

/** A catalog key, or a key given to this team (mapped onto a catalog product). Folded products are unsupported. */
export function productFor(core: CoreContext, teamId: string, key: string): Product {
  const product = productByKey(findBaseProductKey(core.db, teamId, key) ?? key);
  if (product) return product;
  const message = /fold/i.test(key) ? 'Folded product keys are unsupported' : 'Unknown product key';
  throw ValidationError.field('product_key', message);
}

/** Placeholder and size rules of both sides, before anything is stored or rendered. */
function checkSides(input: CreateHtmlRecipientInput, product: Product, hands: HandNames): void {
  const issues: Issue[] = validateSide(input.html.front, 'front', hands);
  if (input.html.back) issues.push(...validateSide(input.html.back, 'back', hands));
  if (input.include_envelope && !product.supportsEnvelope) issues.push({ path: ['include_envelope'], message: `${product.name} does not take an envelope` });
  if (issues.length > 0) throw ValidationError.of(issues);
}

/** The HTML recipient's data in the spelling of POST /api/recipients (camelCase), its creative a variable. */
function asRecipientInput(data: CreateHtmlRecipientInput['data'], sent: CreateHtmlRecipientInput['html']): RecipientInput {
  const { first_name: firstName, last_name: lastName, address: { postal_code: postalCode, ...address }, ...rest } = data;
  return { ...rest, firstName, lastName, address: { ...address, postalCode }, variables: { ...(data.variables ?? {}), html: sent } };
}

/** Stored as every recipient is (recipientRow), already rendered. */
function recipientRowOf(input: CreateHtmlRecipientInput, sent: CreateHtmlRecipientInput['html'], base: Pick<RecipientRow, 'id' | 'team_id' | 'campaign_id' | 'status' | 'created_at'>): RecipientRow {
  return { ...recipientRow(asRecipientInput(input.data, sent), { ...base, testing: 0, updated_at: base.created_at }), render_status: 'rendered' };
}

export interface CreatedHtmlRecipient {
  recipient: RecipientRow;
  documents: DocumentRow[];
  /** What the renderer removed from the sides or refused to fetch (stored with the recipient). */
  warnings: HtmlWarning[];
}

/**
 * POST /api/recipients/html: validates, renders both sides (and the envelope)
 * with tracked Smart QR codes, then stores recipient, codes and documents in one
 * transaction, so a failed render stores nothing. Subscription accounts get a
 * ready recipient; others a pending one in the hidden HTML campaign of the
 * product, which joins the open cart for checkout.
 */
export async function createHtmlRecipient(core: CoreContext, teamId: string, body: unknown): Promise<CreatedHtmlRecipient> {
  const input = validate(createHtmlRecipientSchema, body);
  const product = productFor(core, teamId, input.product_key);
  checkSides(input, product, teamHandFamilies(core.db, teamId));
  const team = findTeam(core.db, teamId) as TeamRow;
  const subscription = team.subscription === 'active';
  const plan = planHiddenHtmlCampaign(core, team, product, subscription);
  try {
    return await renderAndStore(core, { teamId, body, input, product, subscription, campaign: plan.campaign, commitCampaign: plan.commit });
  } finally {
    plan.release();
  }
}

async function renderAndStore(
  core: CoreContext,
  job: { teamId: string; body: unknown; input: CreateHtmlRecipientInput; product: Product; subscription: boolean; campaign: CampaignRow; commitCampaign(): void },
): Promise<CreatedHtmlRecipient> {
  const { teamId, body, input, product, subscription, campaign } = job;
  const now = nowIso(core.clock);
  const recipientId = newRowId();
  // The sides are echoed exactly as sent (key order included); validation changed nothing in them.
  const sent = (body as { html: CreateHtmlRecipientInput['html'] }).html;
  const recipient = recipientRowOf(input, sent, { id: recipientId, team_id: teamId, campaign_id: campaign.id, status: subscription ? 'ready' : 'pending', created_at: now });
  const { codes } = plannedCodes({ teamId, recipientId, campaignId: campaign.id }, { front: input.html.front.html, back: input.html.back?.html }, now);

  // The envelope is the render workers' job, asked for only when the recipient has one, and
  // drawn while the browser draws the sides.
  const envelope = input.include_envelope === true ? htmlRecipientEnvelope(core, recipient, product) : Promise.resolve([]);
  envelope.catch(() => undefined); // a failed render answers first; the envelope's own failure is awaited below

  let rendered;
  try {
    rendered = await core.htmlEngine().renderDocument({
      product,
      orientation: input.orientation,
      front: input.html.front,
      back: input.html.back,
      qrUrls: { front: trackedUrlsOf(core, codes, 'front'), back: trackedUrlsOf(core, codes, 'back') },
      hands: teamHandFamilies(core.db, teamId),
      ...teamFontCssOption(core.db, teamId),
    });
  } catch (error) {
    if (error instanceof HtmlInputError) throw ValidationError.of(error.issues);
    throw error;
  }
  const type = product.documentType;
  const files: RenderedFile[] = [
    { type, format: 'pdf', bytes: rendered.pdf },
    ...rendered.previews.map((bytes, i): RenderedFile => ({ type, format: 'preview', page: i + 1, bytes })),
    ...(await envelope),
  ];
  const documents: DocumentRow[] = files.map((file) => {
    const src = recipientDocumentSrc(teamId, campaign.id, recipientId, file.type, file.format === 'pdf' ? 'pdf' : 'png', file.page);
    writeStorageFile(core.storageDir, src, file.bytes);
    return { id: newRowId(), recipient_id: recipientId, team_id: teamId, format: file.format, type: file.type, page: file.page ?? null, src, created_at: now };
  });

  core.db.transaction(() => {
    job.commitCampaign();
    insertRecipient(core.db, recipient);
    if (rendered.warnings.length > 0) setHtmlWarnings(core.db, recipientId, JSON.stringify(rendered.warnings));
    for (const code of codes) insertQrCode(core.db, code);
    replaceDocuments(core.db, recipientId, documents);
    if (subscription) insertUsageEvent(core.db, { id: newRowId(), team_id: teamId, kind: 'recipient', quantity: 1, subject_id: recipientId, created_at: now });
    else addCampaignToCart(core, teamId, campaign.id);
  })();
  return { recipient, documents, warnings: rendered.warnings };
}

/** The envelope's files of an HTML recipient (addressed as the team's post office reads it). */
function htmlRecipientEnvelope(core: CoreContext, recipient: RecipientRow, product: Product): Promise<RenderedFile[]> {
  return core.documents.envelope({
    product,
    includeEnvelope: true,
    stampOnEnvelope: true,
    returnAddress: null,
    seed: recipient.id,
    recipientAddress: recipientAddressLines(recipient, domesticCountry(core, recipient.team_id)),
  });
}
