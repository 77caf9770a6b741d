import type { CoreContext } from '#core/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { assertMayRender, recordRender, seedOf, textBoxRequest } from './generate-rules.ts';

export function registerGeneratePngRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'generatePng', async ({ auth, query, body }) => {
    assertMayRender(core, auth.teamId);
    const png = await core.documents.handwritingPng({ ...textBoxRequest(body), fontFamily: body.fontFamily, pen: body.pen }, seedOf(body));
    recordRender(core, auth.teamId, query.preview === 'true' ? 'png_preview' : 'png_final');
    // a view of the PNG's bytes, not a copy: a fresh 150 KB ArrayBuffer per request made V8
    // start extra full collections of the server's heap
    const bytes = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
    return { status: 200, bytes, headers: { 'Content-Length': String(png.length) } };
  });
}
