// Handwriting on its own (contract/generate.ts): a PNG, or single-stroke SVG for pen plotters.
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { fontFamilyMessage } from '#shared/schemas/generate-png.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { handFamilyByName } from '#core/domain/hands/hand-store.ts';
import { handwritingEngine } from '#core/engine/on-first-use.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { assertMayRender, recordRender, seedOf, textBoxRequest } from './generate-rules.ts';

function registerGeneratePngRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'generatePng', async ({ auth, query, body }) => {
    const fontFamily = handFamilyByName(core.db, auth.teamId, body.fontFamily);
    if (!fontFamily) throw new HttpError(400, MESSAGES.validation, issueTree([{ path: ['fontFamily'], message: fontFamilyMessage(body.fontFamily) }]));
    assertMayRender(core, auth.teamId);
    const png = await core.documents.handwritingPng({ ...textBoxRequest(body), fontFamily, pen: body.pen }, seedOf(body));
    recordRender(core, auth.teamId, query.preview === 'true' ? 'png_preview' : 'png_final');
    // a view of the PNG's bytes, not a copy: a fresh 150 KB ArrayBuffer per request made V8
    // start extra full collections of the server's heap
    const bytes = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
    return { status: 200, bytes, headers: { 'Content-Length': String(png.length) } };
  });
}

/** Single-stroke handwriting for pen plotters: the PNG endpoint's auth, rules and usage, SVG out. */
function registerGenerateSvgRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'generateSvg', async ({ auth, query, body }) => {
    assertMayRender(core, auth.teamId);
    const { renderHandwritingSvg } = await handwritingEngine();
    const svg = renderHandwritingSvg({ ...textBoxRequest(body), strokeFont: body.strokeFont }, seedOf(body));
    recordRender(core, auth.teamId, query.preview === 'true' ? 'svg_preview' : 'svg_final');
    return { status: 200, bytes: svg, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } };
  });
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerGeneratePngRoutes(app, core);
  registerGenerateSvgRoutes(app, core);
}
