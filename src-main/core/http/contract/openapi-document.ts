import type { z } from 'zod';
import { namedSchemas } from '#shared/contract/openapi-meta.ts';
import { TAGS } from '#shared/contract/tags.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { ContractApp } from '../env.ts';
import { nullableRefsAsAnyOf } from './nullable-refs.ts';
import { innermostFirst } from './zod-walk.ts';

const DESCRIPTION = `The embedded API of Inkpost: a local, offline, API-compatible implementation of a hosted handwritten-mail service.
Clients build URLs as \`<baseUrl>/api<path>\` and send the key in the \`X-API-Key\` header. Every non-2xx answer is the
common error body \`{error: true, url, statusCode, statusMessage, message, data?}\`; a validation failure (400
\`Validation error\`) carries a nested \`_errors\` tree in \`data\`.

Routes marked \`x-inkpost-extension\` are not part of the hosted service's API: the sandbox control plane
(\`/_sandbox\`, bearer admin token from keys.json), the app's own UI routes (\`/_ui\`), the hosted pages, signed
files, tracked Smart QR codes, the product catalog, attachments and the plotter SVG export.`;

/** Named shapes and security schemes; the paths come from the route declarations. */
export function registerDocumentComponents(app: ContractApp): void {
  const named = new Map([...namedSchemas()].map(([name, schemas]) => [name, schemas[0]!]));
  // register() names a schema with its .openapi(), which @hono/zod-openapi adds to zod's prototype as it loads; zod 4
  // copies methods onto a schema as it is made, so a schema made before (the contract loads first) has none. Ours carry
  // their name already (named(): zod's own metadata), so register() is handed the schema as it is.
  for (const name of innermostFirst(named)) app.openAPIRegistry.register(name, { openapi: () => named.get(name)! } as unknown as z.ZodType);
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A customer-team key or a partner key (keys.json, or the app\'s Embedded API panel).' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'SandboxToken', { type: 'http', scheme: 'bearer', description: 'The sandbox admin token (adminToken in keys.json).' });
}

/** The OpenAPI 3.1 document of every declared route, served at GET /api/openapi.json. */
export function openApiDocument(app: ContractApp, core: CoreContext): Record<string, unknown> {
  // The project is private and names no licence yet: say so rather than guess one (docs/contract.md).
  // OpenAPI 3.1's SPDX `identifier`, which the generator's (3.0) types do not know.
  const license = { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Inkpost-Proprietary' };
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Inkpost embedded API', version: '1.0.0', description: DESCRIPTION, license, contact: { name: 'Inkpost', url: `${core.publicUrl()}/api/docs` } },
    servers: [{ url: core.publicUrl(), description: 'This Inkpost server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  }) as unknown as Record<string, unknown>;
  nullableRefsAsAnyOf(document);
  return document;
}
