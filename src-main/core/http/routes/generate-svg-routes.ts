import { createHash, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { generatePngQuerySchema } from '../../../../src-shared/schemas/generate-png.ts';
import { type GenerateSvgBody, generateSvgSchema } from '../../../../src-shared/schemas/generate-svg.ts';
import { toMm, toPt } from '../../../../src-shared/units.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { insertUsageEvent } from '../../db/usage-repo.ts';
import { renderHandwritingSvg } from '../../render/handwriting/index.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { readBody, validate } from '../validation.ts';
import { assertMayRender } from './generate-png-routes.ts';

/** Same request, same handwriting: the variation is seeded by the request itself. */
function seedOf(body: GenerateSvgBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Single-stroke handwriting for pen plotters: the PNG endpoint's auth, rules and usage, SVG out. */
export function registerGenerateSvgRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.generateSvg.path, requireKey(core, 'customer'), async (c) => {
    const { teamId } = c.get('auth');
    const query = validate(generatePngQuerySchema, c.req.query());
    const body = await readBody(c, generateSvgSchema);
    assertMayRender(core, teamId);
    const preview = query.preview === 'true';

    const svg = renderHandwritingSvg(
      {
        content: body.content,
        widthMm: toMm(body.width),
        heightMm: toMm(body.height),
        strokeFont: body.strokeFont,
        fontSizePt: body.fontSize === undefined ? undefined : toPt(body.fontSize),
        color: body.color,
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
      kind: preview ? 'svg_preview' : 'svg_final',
      quantity: 1,
      subject_id: null,
      created_at: nowIso(core.clock),
    });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
}
