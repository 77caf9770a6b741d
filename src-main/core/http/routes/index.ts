// Every routes module: each serves the routes of the contract module of the same
// name (routes/<resource>-routes.ts serves src-shared/contract/<resource>.ts) and
// exports registerRoutes, which app.ts calls in this order. A new resource's routes
// module is added here, once (docs/contributing.md).
//
// The order is the order of the paths in the OpenAPI document (GET /api/openapi.json),
// kept as it was when the modules were named after their resources. Hono needs no
// order between modules: where two declared paths overlap (GET /api/hands/template.pdf
// and GET /api/hands/{handId}, the request log's settings and its {entryId}), both are in
// the same module, which registers the fixed path first (routes-complete.test.ts checks it).
import type { CoreContext } from '#core/context.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import type { ContractApp } from '../env.ts';
import * as account from './account-routes.ts';
import * as attachments from './attachments-routes.ts';
import * as auth from './auth-routes.ts';
import * as campaigns from './campaigns-routes.ts';
import * as checkout from './checkout-routes.ts';
import * as designs from './designs-routes.ts';
import * as events from './events-routes.ts';
import * as fonts from './fonts-routes.ts';
import * as generate from './generate-routes.ts';
import * as hands from './hands-routes.ts';
import * as hostedPages from './hosted-pages-routes.ts';
import * as htmlRecipients from './html-recipients-routes.ts';
import * as imports from './imports-routes.ts';
import * as links from './links-routes.ts';
import * as partner from './partner-routes.ts';
import * as products from './products-routes.ts';
import * as recipientActivity from './recipient-activity-routes.ts';
import * as recipients from './recipients-routes.ts';
import * as reference from './reference-routes.ts';
import * as requestLog from './request-log-routes.ts';
import * as sandboxClock from './sandbox-clock-routes.ts';
import * as sandboxFaults from './sandbox-faults-routes.ts';
import * as sandboxInspect from './sandbox-inspect-routes.ts';
import * as sandboxReceiver from './sandbox-receiver-routes.ts';
import * as sandbox from './sandbox-routes.ts';
import * as sandboxSettings from './sandbox-settings-routes.ts';
import * as sandboxState from './sandbox-state-routes.ts';
import * as sandboxWebhooks from './sandbox-webhooks-routes.ts';
import * as studioExtras from './studio-extras-routes.ts';
import * as templates from './templates-routes.ts';
import * as ui from './ui-routes.ts';
import * as webhooks from './webhooks-routes.ts';

export interface RoutesModule {
  /** Binds the module's handlers to their declarations (implement()); the UI's and the state's also take the demo keys. */
  registerRoutes: (app: ContractApp, core: CoreContext, keys: DemoKeys) => void;
}

/** The routes modules by resource name (camelCase of the file's stem), in registration order. */
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
} as const satisfies Record<string, RoutesModule>;
