// The studio's team-wide pieces (Inkpost extensions, customer-team key): the
// starter gallery and a team's own starters, the brand kit, and how the
// recipients of the campaigns mailing a design fill its merge fields.
import { z } from 'zod';
import { brandKitInputSchema } from '../schemas/brand-kit.ts';
import { createStarterSchema, OCCASIONS } from '../schemas/starters.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, strict } from './define.ts';
import { aboutDesign, designRoute } from './design-group.ts';
import { named } from './openapi-meta.ts';

export const starterSchema = named('Starter', strict({
  id: z.string(),
  name: z.string(),
  occasion: z.enum(OCCASIONS),
  description: z.string(),
  product_key: z.string(),
  orientation: z.enum(['landscape', 'portrait']),
  include_envelope: z.boolean(),
  source: z.enum(['inkpost', 'team']).describe("Inkpost's gallery, or saved by the team from one of its designs"),
  created_at: timestamp.nullable().describe('When the team saved it (null for the gallery’s own)'),
}));
export type Starter = z.infer<typeof starterSchema>;

export const brandKitSchema = named('BrandKit', strict({
  logo: z.string().nullable().describe('A data: URL (PNG, JPEG, WebP or SVG), at most 120 KB'),
  logos: z.array(strict({ name: z.string(), ground: z.enum(['light', 'dark']), src: z.string() })).describe('More logos (up to 6), each for a light or a dark ground: a starter adopting the kit takes the one made for its side’s ground, else `logo`'),
  colours: z.array(strict({ name: z.string(), value: z.string() })).describe('In order: the first replaces a starter’s main colour'),
  heading_font: z.string().nullable().describe('One of the bundled print typefaces'),
  body_font: z.string().nullable(),
  updated_at: timestamp.nullable(),
}));
export type BrandKit = z.infer<typeof brandKitSchema>;

const person = strict({ recipient_id: z.string(), campaign_id: z.string(), name: z.string() });
export const fieldCoverageSchema = named('FieldCoverage', strict({
  campaigns: z.array(strict({ id: z.string(), name: z.string(), recipients: z.number().int() })).describe('The campaigns mailing the template the design is published as'),
  variables: z.array(z.string()).describe('Variable names their recipients carry (from the first 5,000 of each campaign)'),
  fields: z.array(
    strict({
      name: z.string(),
      missing: z.number().int().describe('Recipients with no value for it (empty counts as none)'),
      example: person.nullable().describe('The first of them'),
      longest: person.extend({ value: z.string() }).nullable().describe('The recipient with the longest value'),
    }),
  ),
}));
export type FieldCoverage = z.infer<typeof fieldCoverageSchema>;

const STARTER = { id: 'thank-you-a6', name: 'Thank you, warmly', occasion: 'thank-you' as const, description: 'A6 postcard: a serif headline over a handwritten note.', product_key: 'a6_postcard', orientation: 'landscape' as const, include_envelope: false, source: 'inkpost' as const, created_at: null };
const KIT = { logo: null, logos: [], colours: [{ name: 'Ink', value: '#1d3a8a' }], heading_font: 'Playfair Display', body_font: 'Source Sans 3', updated_at: EXAMPLE_TIME };
/** A route about one of the team's own starters. */
const aboutStarter = aboutOne(z.object({ starterId: z.string() }), "Starter not found (or another team's).");

export const startersList = designRoute({
  method: 'get',
  path: '/api/starters',
  summary: 'The starter gallery',
  description: "The team's own starters (newest first), then Inkpost's. `POST /api/designs` with `starter_id` makes a design from one.",
  responses: { 200: ok('The starters', z.array(starterSchema), [STARTER]) },
});

export const startersCreate = designRoute({
  method: 'post',
  path: '/api/starters',
  announces: ['design.changed'],
  summary: 'Keep a design as a starter of the team',
  description: 'A copy of the design as it is now: later edits of the design do not change the starter. Name and occasion default to the design’s name and "other".',
  body: { media: 'application/json', schema: createStarterSchema, example: { design_id: 'd3519aa0-0000-4000-8000-000000000005', name: 'Our spring thank-you', occasion: 'thank-you' } },
  responses: { 201: ok('The starter', starterSchema, { ...STARTER, id: 'b0c7…', source: 'team', created_at: EXAMPLE_TIME }), 400: 'An unknown design or invalid fields.' },
});

export const startersDelete = designRoute(aboutStarter({
  method: 'delete',
  path: '/api/starters/{starterId}',
  announces: ['design.changed'],
  summary: "Remove one of the team's starters",
  description: 'Designs made from it stay. Inkpost’s own starters cannot be removed (403).',
  responses: { 204: { description: 'Removed' }, 403: "One of Inkpost's own starters." },
}));

export const startersThumbnail = designRoute(aboutStarter({
  method: 'get',
  path: '/api/starters/{starterId}/thumbnail',
  summary: "A starter's side, rendered",
  description: 'The front (or `side=back`), rendered by the real renderer with a sample recipient, 480 px wide.',
  query: z.object({ side: z.enum(['front', 'back']).optional() }).strict(),
  responses: { 200: { description: 'The rendered side', media: 'image/png' }, 400: 'A starter without that side.', 503: 'No browser can render HTML on this machine.' },
}));

export const brandKitGet = designRoute({
  method: 'get',
  path: '/api/brand-kit',
  summary: "The team's brand kit",
  description: 'Logo, colours and fonts, offered first in every picker of the studio. A team without one gets an empty kit.',
  responses: { 200: ok('The kit', brandKitSchema, KIT) },
});

export const brandKitPut = designRoute({
  method: 'put',
  path: '/api/brand-kit',
  announces: ['design.changed'],
  summary: "Save the team's brand kit",
  description: 'The whole kit: a logo (data: URL, at most 120 KB, or null), up to 6 more logos each for a light or a dark ground, up to 8 colours as #rrggbb, and a heading and a body font: a bundled print typeface or one of the team\'s own (GET /api/fonts).',
  body: { media: 'application/json', validatedBy: 'handler', schema: brandKitInputSchema, example: { logo: null, colours: [{ name: 'Ink', value: '#1d3a8a' }], heading_font: 'Playfair Display', body_font: 'Source Sans 3' } },
  responses: { 200: ok('The kit', brandKitSchema, KIT), 400: 'An invalid logo, colour or font.' },
});

export const designsFieldCoverage = designRoute(aboutDesign({
  method: 'get',
  path: '/api/designs/{designId}/field-coverage',
  summary: 'How the recipients of the campaigns mailing a design fill its merge fields',
  description: 'For each field (default: those the saved design writes; `fields` names others, comma-separated, e.g. those being edited): how many recipients of each campaign mailing the design’s template have no value, the first of them, and the longest value. Also the variable names those recipients carry. A design not published yet has no campaigns.',
  query: z.object({ fields: z.string().max(2000).optional() }).strict(),
  responses: {
    200: ok('The coverage', fieldCoverageSchema, {
      campaigns: [{ id: EXAMPLE_IDS.campaign, name: 'Spring thank-yous', recipients: 240 }],
      variables: ['tier'],
      fields: [{ name: 'tier', missing: 12, example: { recipient_id: EXAMPLE_IDS.recipient, campaign_id: EXAMPLE_IDS.campaign, name: 'Ada Lovelace' }, longest: { recipient_id: EXAMPLE_IDS.recipient, campaign_id: EXAMPLE_IDS.campaign, name: 'Grace Hopper', value: 'Platinum' } }],
    }),
    400: 'A query that is not `fields` (comma-separated names, at most 2,000 characters), or a parameter given twice.',
  },
}));
