// The routes of the sandbox control plane and the developer console (Inkpost
// extensions) all take the sandbox admin token; the reference lists them under two tags.
import { z } from 'zod';
import { aboutOne, routeGroup } from './define.ts';

/** Team and campaign switches, fulfilment, webhook deliveries, receivers, the event stream. */
export const sandboxRoute = routeGroup({ auth: 'admin', extension: true, tags: ['Sandbox'] });

/** The developer console's tools: request log, clock, faults, state and scenarios. */
export const consoleRoute = routeGroup({ auth: 'admin', extension: true, tags: ['Console'] });

/** A route about one team (`/_sandbox/teams/{teamId}...`): 404 when there is no such team. */
export const aboutTeam = aboutOne(z.object({ teamId: z.string() }), 'Team not found.');
