// The routes of the sandbox control plane and the developer console (Inkpost
// extensions) all take the sandbox admin token; the reference lists them under two tags.
import { routeGroup } from './define.ts';

/** Team and campaign switches, fulfilment, webhook deliveries, receivers, the event stream. */
export const sandboxRoute = routeGroup({ auth: 'admin', extension: true, tags: ['Sandbox'] });

/** The developer console's tools: request log, clock, faults, state and scenarios. */
export const consoleRoute = routeGroup({ auth: 'admin', extension: true, tags: ['Console'] });
