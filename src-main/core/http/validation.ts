import type { Context } from 'hono';
import { validate } from '../domain/validate.ts';
import { HttpError } from './errors.ts';

// Routes validate query strings and bodies the same way the domain does: 400 'Validation error' with the _errors tree.
export { validate };

/** Reads a JSON request body: 415 for another content type, 400 for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'Request body must be a JSON value');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}
