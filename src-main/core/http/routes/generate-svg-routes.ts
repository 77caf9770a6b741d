import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { generatePngQuerySchema } from '../../../../src-shared/schemas/generate-png.ts';
import { generateSvgSchema } from '../../../../src-shared/schemas/generate-svg.ts';
import type { CoreContext } from '../../context.ts';
import { renderHandwritingSvg } from '../../render/handwriting/index.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { readBody, validate } from '../validation.ts';
import { assertMayRender, recordRender, seedOf, textBoxRequest } from './generate-rules.ts';

/** Single-stroke handwriting for pen plotters: the PNG endpoint's auth, rules and usage, SVG out. */
export function registerGenerateSvgRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.generateSvg.path, requireKey(core, 'customer'), async (c) => {
    const { teamId } = c.get('auth');
    const query = validate(generatePngQuerySchema, c.req.query());
    const body = await readBody(c, generateSvgSchema);
    assertMayRender(core, teamId);
    const preview = query.preview === 'true';

    const svg = renderHandwritingSvg({ ...textBoxRequest(body), strokeFont: body.strokeFont }, seedOf(body));
    recordRender(core, teamId, preview ? 'svg_preview' : 'svg_final');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
}
