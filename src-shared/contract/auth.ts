import { z } from 'zod';
import { EXAMPLE_IDS } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const whoAmISchema = named('WhoAmI', strict({
  id: z.string().describe('Key id'),
  name: z.string().describe('Key name'),
  kind: z.enum(['partner', 'customer']),
  teamId: z.string(),
}));
export type WhoAmI = z.infer<typeof whoAmISchema>;
export type KeyKind = WhoAmI['kind'];

export const whoami = route({
  method: 'get',
  path: '/api/auth/whoami',
  auth: 'any-key',
  tags: ['Authentication'],
  summary: 'Who a key is',
  description: 'Credential check: a valid key gets who it is (key id and name, team id, key kind); an invalid one gets the common 401 body.',
  responses: {
    200: ok('The key', whoAmISchema, { id: 'key_01', name: 'Demo team key', kind: 'customer', teamId: EXAMPLE_IDS.team }),
  },
});
