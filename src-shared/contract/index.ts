// Every route the local server answers, by operation name: the routes each
// resource module declares, merged. A resource module is a file of this folder
// whose routes a routes module of the same name serves
// (src-main/core/http/routes/<resource>-routes.ts); the other files here
// (define.ts, common.ts, openapi-meta.ts, example-needs.ts, tags.ts, types.ts,
// the route groups *-group.ts, this index) declare no route (docs/contributing.md).
import * as account from './account.ts';
import * as partner from './partner.ts';
import * as attachments from './attachments.ts';
import * as auth from './auth.ts';
import * as campaigns from './campaigns.ts';
import * as products from './products.ts';
import * as templates from './templates.ts';
import * as checkout from './checkout.ts';
import { type HttpMethod, pathPattern, type RouteDecl } from './define.ts';
import * as designs from './designs.ts';
import * as studioExtras from './studio-extras.ts';
import * as events from './events.ts';
import * as generate from './generate.ts';
import * as fonts from './fonts.ts';
import * as hands from './hands.ts';
import * as hostedPages from './hosted-pages.ts';
import * as imports from './imports.ts';
import * as htmlRecipients from './html-recipients.ts';
import * as links from './links.ts';
import * as recipientActivity from './recipient-activity.ts';
import * as recipients from './recipients.ts';
import * as requestLog from './request-log.ts';
import * as sandboxClock from './sandbox-clock.ts';
import * as sandboxFaults from './sandbox-faults.ts';
import * as sandboxInspect from './sandbox-inspect.ts';
import * as sandboxReceiver from './sandbox-receiver.ts';
import * as sandboxState from './sandbox-state.ts';
import * as sandbox from './sandbox.ts';
import * as sandboxSettings from './sandbox-settings.ts';
import * as sandboxWebhooks from './sandbox-webhooks.ts';
import * as ui from './ui.ts';
import * as reference from './reference.ts';
import * as webhooks from './webhooks.ts';

/**
 * The resource modules by name (camelCase of the file's): each one's exported
 * route declarations are in CONTRACT. A new resource module is added here, once.
 */
export const RESOURCES = { account, partner, attachments, auth, campaigns, products, templates, checkout, designs, studioExtras, events, generate, fonts, hands, hostedPages, imports, htmlRecipients, links, recipientActivity, recipients, requestLog, sandboxClock, sandboxFaults, sandboxInspect, sandboxReceiver, sandboxState, sandbox, sandboxSettings, sandboxWebhooks, ui, reference, webhooks };

/** Whether an export of a resource module is a route declaration (the others are its schemas, examples and constants). */
export function isRouteDecl(value: unknown): value is RouteDecl {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;
}

type RoutesOf<M> = M extends unknown ? { [K in keyof M as M[K] extends RouteDecl ? K : never]: M[K] } : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };
type Contract = Flat<Intersection<RoutesOf<(typeof RESOURCES)[keyof typeof RESOURCES]>>>;

function mergeRoutes(): Contract {
  const merged: Record<string, RouteDecl> = {};
  for (const [resource, module] of Object.entries(RESOURCES)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isRouteDecl(value)) continue;
      if (name in merged) throw new Error(`Route ${name} is declared twice (again in ${resource})`);
      merged[name] = value;
    }
  }
  return merged as Contract;
}

export const CONTRACT = mergeRoutes();

export type RouteName = keyof typeof CONTRACT;

const ENTRIES = Object.entries(CONTRACT) as [RouteName, RouteDecl][];

const METHOD_ORDER: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Methods declared for a concrete path (for 405 answers), each once, in a fixed order. */
export function methodsForPath(pathname: string): string[] {
  const methods = new Set(ENTRIES.filter(([, decl]) => pathPattern(decl.path).test(pathname)).map(([, decl]) => decl.method));
  return METHOD_ORDER.filter((method) => methods.has(method)).map((method) => method.toUpperCase());
}
