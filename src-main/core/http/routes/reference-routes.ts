import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { UI_SESSION_HEADER, UI_SESSION_STORAGE_KEY } from '#shared/contract/ui.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from '../contract/implement.ts';
import { openApiDocument, registerDocumentComponents } from '../contract/openapi-document.ts';
import type { ContractApp } from '../env.ts';
import { NO_FRAMING } from '../no-framing.ts';

const ASSET_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png' };

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * Swagger UI, served offline from its npm package. "Try it out" calls this
 * server. A key never travels in the page's address (addresses land in logs and
 * history): a browser signed in to the app's UI (its session, in this origin's
 * storage) reads the demo key from /_ui/bootstrap and is authorised with it; any
 * other browser gets the Authorize button.
 */
function referencePage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Inkpost API reference</title>
<link rel="icon" href="/api/docs/assets/favicon-32x32.png"><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<style>body{margin:0;background:#fffdf9}.topbar{display:none}</style></head>
<body><div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>
const session = localStorage.getItem(${JSON.stringify(UI_SESSION_STORAGE_KEY)});
const signedIn = session ? fetch('/_ui/bootstrap', { headers: { ${JSON.stringify(UI_SESSION_HEADER)}: session } }).then((r) => (r.ok ? r.json() : null)).catch(() => null) : Promise.resolve(null);
window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, persistAuthorization: false,
  onComplete: () => signedIn.then((app) => { if (app) window.ui.preauthorizeApiKey('ApiKey', app.customerKey); }) });
</script></body></html>`;
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerDocumentComponents(app);
  implement(app, core, 'openApiDocument', () => ({ status: 200, body: openApiDocument(app, core) }));
  implement(app, core, 'apiReference', () => ({ status: 200, html: referencePage(), headers: { 'Cache-Control': 'no-store', ...NO_FRAMING } }));
  implement(app, core, 'apiReferenceAsset', ({ params }) => {
    const file = params.file;
    const type = ASSET_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
    return { status: 200, bytes: new Uint8Array(readFileSync(join(swaggerUiDir(), file))), headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' } };
  });
}
