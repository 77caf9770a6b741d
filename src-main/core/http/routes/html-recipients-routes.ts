import { addressFromValues, addressLines } from '#shared/address/format-address.ts';
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { teamFontCssOption } from '#core/domain/fonts/team-font-css.ts';
import { teamHandFamilies } from '#core/domain/hands/hand-store.ts';
import { createHtmlRecipient, productFor } from '#core/domain/html-recipients/create-html-recipient.ts';
import { domesticCountry } from '#core/domain/postal-lines.ts';
import { signedDocumentUrl } from '#core/domain/signed-urls.ts';
import { HtmlInputError, validateSide } from '#core/engine/html/index.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

function registerHtmlRecipientRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'createHtmlRecipient', async ({ auth, body }) => {
    const { recipient: r, documents, warnings } = await createHtmlRecipient(core, auth.teamId, body);
    return {
      status: 200,
      body: {
        recipient: {
          id: r.id,
          title: r.title,
          first_name: r.first_name,
          last_name: r.last_name,
          company: r.company,
          email: r.email,
          domain: r.domain,
          status: r.status,
          variables: JSON.parse(r.variables_json) as Record<string, unknown>,
          address1: r.address1 ?? '',
          address2: r.address2,
          address3: r.address3,
          city: r.city ?? '',
          state: r.state,
          postal_code: r.postal_code ?? '',
          country: r.country ?? '',
          campaign_id: r.campaign_id,
          is_rendered: true,
          created_at: r.created_at,
        },
        documents: documents.map((d) => ({ id: d.id, format: d.format, type: d.type, src: d.src, signed_url: signedDocumentUrl(core, d.src) })),
        // An extension, only when the renderer left something out: clients of the hosted service see its shape unchanged.
        ...(warnings.length > 0 ? { warnings } : {}),
      },
    };
  });
}

/**
 * The HTML side editor's live preview (an Inkpost extension): one side rendered
 * exactly as POST /api/recipients/html would, with each Smart QR code encoding
 * its destination, and nothing stored.
 */
function registerHtmlPreviewRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'htmlPreview', async ({ auth, body }) => {
    const product = productFor(core, auth.teamId, body.product_key);
    const hands = teamHandFamilies(core.db, auth.teamId);
    const issues = validateSide(body.html, body.side, hands);
    if (issues.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(issues));
    try {
      const side = await core.htmlEngine().renderSide({
        product,
        orientation: body.orientation,
        side: body.side,
        content: body.html,
        qrFallbackToDestination: true,
        pdf: false,
        hands,
        ...teamFontCssOption(core.db, auth.teamId),
        ...(body.values ? { mergeValues: body.values, addressLines: addressLines(addressFromValues(body.values), { domesticCountry: domesticCountry(core, auth.teamId) }) } : {}),
        ...(body.seed ? { handwritingSeed: body.seed } : {}),
        ...(body.dpi ? { previewDpi: body.dpi } : {}),
      });
      return { status: 200, body: { side: side.side, geometry: side.geometry, slots: side.slots, warnings: side.warnings, handwriting: side.handwriting, png: Buffer.from(side.png).toString('base64') } };
    } catch (error) {
      if (error instanceof HtmlInputError) throw new HttpError(400, MESSAGES.validation, issueTree(error.issues));
      throw error;
    }
  });
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerHtmlRecipientRoutes(app, core);
  registerHtmlPreviewRoutes(app, core);
}
