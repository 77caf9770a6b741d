import type { CoreContext } from '#core/context.ts';
import type { ContractApp } from '../env.ts';

const DESCRIPTION = `The embedded API of Inkpost: a local, offline, API-compatible implementation of a hosted handwritten-mail service.
Clients build URLs as \`<baseUrl>/api<path>\` and send the key in the \`X-API-Key\` header. Every non-2xx answer is the
common error body \`{error: true, url, statusCode, statusMessage, message, data?}\`; a validation failure (400
\`Validation error\`) carries a nested \`_errors\` tree in \`data\`.

Routes marked \`x-inkpost-extension\` are not part of the hosted service's API: the sandbox control plane
(\`/_sandbox\`, bearer admin token from keys.json), the app's own UI routes (\`/_ui\`), the hosted pages, signed
files, tracked Smart QR codes, the product catalog, attachments and the plotter SVG export.`;

/** Security schemes and the document's frame; the paths come from the route declarations. */
export function registerDocumentComponents(app: ContractApp): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A customer-team key or a partner key (keys.json, or the app\'s Embedded API panel).' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'SandboxToken', { type: 'http', scheme: 'bearer', description: 'The sandbox admin token (adminToken in keys.json).' });
}

/** The OpenAPI 3.1 document of every declared route, served at GET /api/openapi.json. */
export function openApiDocument(app: ContractApp, core: CoreContext): Record<string, unknown> {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Inkpost embedded API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: core.publicUrl(), description: 'This Inkpost server' }],
    tags: [
      { name: 'Authentication' }, { name: 'Account' }, { name: 'Partner' }, { name: 'Catalog' }, { name: 'Templates' }, { name: 'Campaigns' },
      { name: 'Recipients' }, { name: 'Handwriting' }, { name: 'Checkout' }, { name: 'Attachments' }, { name: 'Webhooks' },
      { name: 'Links' }, { name: 'Hosted pages' }, { name: 'Sandbox' }, { name: 'Inkpost UI' }, { name: 'Reference' },
    ],
  }) as unknown as Record<string, unknown>;
}
