import type { Hono } from 'hono';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { issueTree } from '../../../../src-shared/issue-tree.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { htmlPreviewSchema } from '../../../../src-shared/schemas/html-recipients.ts';
import type { CoreContext } from '../../context.ts';
import { productFor } from '../../domain/html-recipients/create-html-recipient.ts';
import { HtmlInputError, validateSide } from '../../render/html/index.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

/**
 * The HTML side editor's live preview (an Inkpost extension): one side rendered
 * exactly as POST /api/recipients/html would, with each Smart QR code encoding
 * its destination, and nothing stored.
 */
export function registerHtmlPreviewRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.htmlPreview.path, requireKey(core, 'customer'), async (c) => {
    const body = await readBody(c, htmlPreviewSchema);
    const product = productFor(core, c.get('auth').teamId, body.product_key);
    const issues = validateSide(body.html, body.side);
    if (issues.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(issues));
    try {
      const side = await core.htmlRenderer().renderSide({ product, orientation: body.orientation, side: body.side, content: body.html, qrFallbackToDestination: true });
      return c.json({
        side: side.side,
        geometry: side.geometry,
        slots: side.slots,
        png: Buffer.from(side.png).toString('base64'),
      });
    } catch (error) {
      if (error instanceof HtmlInputError) throw new HttpError(400, MESSAGES.validation, issueTree(error.issues));
      throw error;
    }
  });
}
