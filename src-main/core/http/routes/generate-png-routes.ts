import { createHash, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { type GeneratePngBody, generatePngQuerySchema, generatePngSchema } from '../../../../src-shared/schemas/generate-png.ts';
import { toMm, toPt } from '../../../../src-shared/units.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { insertUsageEvent } from '../../db/usage-repo.ts';
import { renderHandwritingPng } from '../../render/handwriting/index.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody, validate } from '../validation.ts';

/** Same request, same handwriting: the variation is seeded by the request itself. */
function seedOf(body: GeneratePngBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The spec answers 500 (not 403) when the account may not render (also the SVG export's rule). */
export function assertMayRender(core: CoreContext, teamId: string): void {
  const team = findTeam(core.db, teamId);
  if (!team || team.subscription !== 'active') throw new HttpError(500, 'No active subscription: the generate API needs an active subscription');
  if (team.generate_api !== 1) throw new HttpError(500, 'The generate API is not enabled for this account');
}

export function registerGeneratePngRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.generatePng.path, requireKey(core, 'customer'), async (c) => {
    const { teamId } = c.get('auth');
    const query = validate(generatePngQuerySchema, c.req.query());
    const body = await readBody(c, generatePngSchema);
    assertMayRender(core, teamId);
    const preview = query.preview === 'true';

    const png = await renderHandwritingPng(
      {
        content: body.content,
        widthMm: toMm(body.width),
        heightMm: toMm(body.height),
        fontFamily: body.fontFamily,
        fontSizePt: body.fontSize === undefined ? undefined : toPt(body.fontSize),
        color: body.color,
        pen: body.pen,
        paddingMm: toMm(body.padding),
        textAlign: body.textAlign,
        verticalAlign: body.verticalAlign,
        backgroundColor: body.backgroundColor,
        autoResize: body.autoResize,
      },
      seedOf(body),
    );
    insertUsageEvent(core.db, {
      id: randomUUID(),
      team_id: teamId,
      kind: preview ? 'png_preview' : 'png_final',
      quantity: 1,
      subject_id: null,
      created_at: nowIso(core.clock),
    });
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
  });
}
