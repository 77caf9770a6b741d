// This document and the API reference page that shows it (Inkpost extensions).
import { z } from 'zod';
import { ok, route } from './define.ts';

export const openApiDocument = route({
  method: 'get',
  path: '/api/openapi.json',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: 'This OpenAPI 3.1 document',
  responses: { 200: ok('The document', z.record(z.string(), z.unknown()), { openapi: '3.1.0', info: { title: 'Inkpost embedded API', version: '1.0.0' }, paths: {} }) },
});

export const apiReference = route({
  method: 'get',
  path: '/api/docs',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: 'API reference page',
  description: "An API reference served offline by this server, with a 'try it' console for the embedded API.",
  responses: { 200: { description: 'The page', media: 'text/html' } },
});

export const apiReferenceAsset = route({
  method: 'get',
  path: '/api/docs/assets/{file}',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: "A file of the reference page (Swagger UI's script and styles, served from the npm package)",
  params: z.object({ file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) }),
  responses: { 200: { description: 'The file (JavaScript, CSS or PNG)', media: 'text/javascript', alsoMedia: ['text/css', 'image/png'] }, 400: 'Not a file of the reference page.' },
});
