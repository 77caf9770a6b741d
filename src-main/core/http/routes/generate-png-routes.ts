import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { generatePngQuerySchema, generatePngSchema } from '../../../../src-shared/schemas/generate-png.ts';
import type { CoreContext } from '../../context.ts';
import { renderHandwritingPng } from '../../render/handwriting/index.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { readBody, validate } from '../validation.ts';
import { assertMayRender, recordRender, seedOf, textBoxRequest } from './generate-rules.ts';

export function registerGeneratePngRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.generatePng.path, requireKey(core, 'customer'), async (c) => {
    const { teamId } = c.get('auth');
    const query = validate(generatePngQuerySchema, c.req.query());
    const body = await readBody(c, generatePngSchema);
    assertMayRender(core, teamId);
    const preview = query.preview === 'true';

    const png = await renderHandwritingPng({ ...textBoxRequest(body), fontFamily: body.fontFamily, pen: body.pen }, seedOf(body));
    recordRender(core, teamId, preview ? 'png_preview' : 'png_final');
    // a view of the PNG's bytes, not a copy: a fresh 150 KB ArrayBuffer per request made V8
    // start extra full collections of the server's heap (its backing store is never shared)
    const bytes = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
    return c.body(bytes, 200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
  });
}
