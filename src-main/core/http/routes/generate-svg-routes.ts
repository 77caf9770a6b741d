import type { CoreContext } from '#core/context.ts';
import { handwritingRenderer } from '#core/render/on-first-use.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { assertMayRender, recordRender, seedOf, textBoxRequest } from './generate-rules.ts';

/** Single-stroke handwriting for pen plotters: the PNG endpoint's auth, rules and usage, SVG out. */
export function registerGenerateSvgRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'generateSvg', async ({ auth, query, body }) => {
    assertMayRender(core, auth.teamId);
    const { renderHandwritingSvg } = await handwritingRenderer();
    const svg = renderHandwritingSvg({ ...textBoxRequest(body), strokeFont: body.strokeFont }, seedOf(body));
    recordRender(core, auth.teamId, query.preview === 'true' ? 'svg_preview' : 'svg_final');
    return { status: 200, bytes: svg, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } };
  });
}
