import { generatePngQuerySchema, generatePngSchema } from '../schemas/generate-png.ts';
import { generateSvgSchema } from '../schemas/generate-svg.ts';
import { route } from './define.ts';

/** What both renders refuse: the PNG's rules hold for the SVG too. */
const GENERATE_ERRORS = {
  400: 'Invalid body, dimensions or enum.',
  500: 'No active subscription, or the generate API is not enabled for the account.',
} as const;

export const generatePng = route({
  method: 'post',
  path: '/api/generate/png',
  auth: 'customer',
  tags: ['Handwriting'],
  summary: 'Render handwriting as a PNG',
  description:
    'Needs the generate API enabled and an active subscription; preview and final renders count as subscription usage. Dimensions take a unit (mm, in, px, pt; default 100mm, auto not accepted). fontFamily is case-sensitive: Arthur, Carpenter, Foster, George, Grogan, Knowles, Nightingale, Robinson, Singh, Stafford (default), or the name of one of the team\'s own hands (Inkpost extension: POST /api/hands). `pen` (gel, ballpoint, fountain) is an Inkpost extension; by default the colour picks it.',
  query: generatePngQuerySchema,
  body: { media: 'application/json', schema: generatePngSchema, example: { content: '<p>Dear Ada,</p><p>See you on Sunday!</p>', width: '120mm', height: '80mm', fontFamily: 'Knowles', color: 'blue' } },
  responses: { 200: { description: 'The handwriting, 300 dpi, transparent unless backgroundColor is given', media: 'image/png' }, ...GENERATE_ERRORS },
});

export const generateSvg = route({
  method: 'post',
  path: '/api/generate/svg',
  auth: 'customer',
  extension: true,
  tags: ['Handwriting'],
  summary: 'Single-stroke handwriting for pen plotters (SVG)',
  description: 'An Inkpost extension beside POST /api/generate/png: the same fields, rules and usage, laid out by the same engine, drawn with a single-stroke font (`strokeFont`, Hershey or EMS families) as stroked paths in millimetres.',
  query: generatePngQuerySchema,
  body: { media: 'application/json', schema: generateSvgSchema, example: { content: '<p>Dear Ada,</p>', width: '120mm', height: '80mm' } },
  responses: { 200: { description: 'The SVG, single-line paths', media: 'image/svg+xml' }, ...GENERATE_ERRORS },
});
