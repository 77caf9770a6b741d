import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import type { CoreContext } from '#core/context.ts';
import { productFor } from '#core/domain/html-recipients/create-html-recipient.ts';
import { domesticCountry } from '#core/domain/postal-lines.ts';
import { addressFromValues, addressLines } from '#shared/address/format-address.ts';
import { HtmlInputError, validateSide } from '#core/render/html/index.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { teamHandFamilies } from '#core/domain/hands/hand-store.ts';
import { teamFontCssOption } from '#core/domain/fonts/team-font-css.ts';

/**
 * The HTML side editor's live preview (an Inkpost extension): one side rendered
 * exactly as POST /api/recipients/html would, with each Smart QR code encoding
 * its destination, and nothing stored.
 */
export function registerHtmlPreviewRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'htmlPreview', async ({ auth, body }) => {
    const product = productFor(core, auth.teamId, body.product_key);
    const hands = teamHandFamilies(core.db, auth.teamId);
    const issues = validateSide(body.html, body.side, hands);
    if (issues.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(issues));
    try {
      const side = await core.htmlRenderer().renderSide({
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
