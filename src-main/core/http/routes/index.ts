// Every routes module: each serves the routes of the contract module of the same
// name (routes/<resource>-routes.ts serves src-shared/contract/<resource>.ts) and
// exports registerRoutes, which app.ts calls in this order. A new resource's routes
// module is added here, once (docs/contributing.md).
//
// The order is the order of the paths in the OpenAPI document (GET /api/openapi.json),
// kept as it was when the modules were named after their resources. Hono needs no
// order between modules: where two declared paths overlap (GET /api/hands/template.pdf
// and GET /api/hands/{handId}, the request log's settings and its {entryId}), both are in
// the same module (routes-complete.test.ts checks that), which registers the fixed path first.
import type { CoreContext } from '#core/wiring/context.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import type { ContractApp } from '../env.ts';
import { registerRoutes as account } from './account-routes.ts';
import { registerRoutes as attachments } from './attachments-routes.ts';
import { registerRoutes as auth } from './auth-routes.ts';
import { registerRoutes as campaigns } from './campaigns-routes.ts';
import { registerRoutes as checkout } from './checkout-routes.ts';
import { registerRoutes as designs } from './designs-routes.ts';
import { registerRoutes as events } from './events-routes.ts';
import { registerRoutes as fonts } from './fonts-routes.ts';
import { registerRoutes as generate } from './generate-routes.ts';
import { registerRoutes as hands } from './hands-routes.ts';
import { registerRoutes as hostedPages } from './hosted-pages-routes.ts';
import { registerRoutes as htmlRecipients } from './html-recipients-routes.ts';
import { registerRoutes as imports } from './imports-routes.ts';
import { registerRoutes as links } from './links-routes.ts';
import { registerRoutes as partner } from './partner-routes.ts';
import { registerRoutes as products } from './products-routes.ts';
import { registerRoutes as recipientActivity } from './recipient-activity-routes.ts';
import { registerRoutes as recipients } from './recipients-routes.ts';
import { registerRoutes as reference } from './reference-routes.ts';
import { registerRoutes as requestLog } from './request-log-routes.ts';
import { registerRoutes as sandboxClock } from './sandbox-clock-routes.ts';
import { registerRoutes as sandboxFaults } from './sandbox-faults-routes.ts';
import { registerRoutes as sandboxInspect } from './sandbox-inspect-routes.ts';
import { registerRoutes as sandboxReceiver } from './sandbox-receiver-routes.ts';
import { registerRoutes as sandbox } from './sandbox-routes.ts';
import { registerRoutes as sandboxSettings } from './sandbox-settings-routes.ts';
import { registerRoutes as sandboxState } from './sandbox-state-routes.ts';
import { registerRoutes as sandboxWebhooks } from './sandbox-webhooks-routes.ts';
import { registerRoutes as studioExtras } from './studio-extras-routes.ts';
import { registerRoutes as templates } from './templates-routes.ts';
import { registerRoutes as ui } from './ui-routes.ts';
import { registerRoutes as webhooks } from './webhooks-routes.ts';

/** What every routes module exports as registerRoutes: binds its handlers to their declarations (implement()); the UI's and the state's also take the demo keys. */
export type RegisterRoutes = (app: ContractApp, core: CoreContext, keys: DemoKeys) => void;

/** Each routes module's registerRoutes by resource name (camelCase of the file's stem), in registration order. */
export const ROUTES_MODULES = {
  auth,
  generate,
  hands,
  fonts,
  recipients,
  imports,
  links,
  checkout,
  hostedPages,
  attachments,
  sandbox,
  htmlRecipients,
  ui,
  partner,
  account,
  products,
  templates,
  campaigns,
  webhooks,
  sandboxWebhooks,
  sandboxSettings,
  reference,
  events,
  requestLog,
  sandboxClock,
  sandboxFaults,
  sandboxInspect,
  sandboxReceiver,
  sandboxState,
  designs,
  studioExtras,
  recipientActivity,
} as const satisfies Record<string, RegisterRoutes>;
