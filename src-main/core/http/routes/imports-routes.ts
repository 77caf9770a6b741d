import type { CoreContext } from '#core/wiring/context.ts';
import { campaignImports, changeImport, createImport, importOr404, importView, storeImportBatch } from '#core/domain/recipients/recipient-imports.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** Recipient imports (an Inkpost extension; docs/import.md). */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'importsCreate', ({ auth, params, body }) => ({ status: 201, body: createImport(core, auth.teamId, params.campaignId, body) }));
  implement(app, core, 'importsList', ({ auth, params }) => ({ status: 200, body: { data: campaignImports(core, auth.teamId, params.campaignId) } }));
  implement(app, core, 'importsGet', ({ auth, params }) => ({ status: 200, body: importView(importOr404(core, auth.teamId, params.importId), core.clock.nowMs()) }));
  implement(app, core, 'importsUpdate', ({ auth, params, body }) => ({ status: 200, body: changeImport(core, auth.teamId, params.importId, body) }));
  implement(app, core, 'importsBatch', ({ auth, params, body }) => ({ status: 200, body: storeImportBatch(core, auth.teamId, params.importId, body) }));
}
