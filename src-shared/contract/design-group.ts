// The card studio's routes (Inkpost extensions): a customer-team key, under the Designs tag.
import { z } from 'zod';
import { aboutOne, routeGroup } from './define.ts';

export const designRoute = routeGroup({ auth: 'customer', extension: true, tags: ['Designs'] });

/** A route about one of the team's designs. */
export const aboutDesign = aboutOne(z.object({ designId: z.string() }), "Design not found (or another team's).");
