import type { Context } from 'hono';
import type { z } from 'zod';
import { MESSAGES } from '../../../src-shared/http-status.ts';
import { HttpError } from './errors.ts';

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

/** Validates with a zod schema; failures become 400 'Validation error' with the _errors tree. */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, MESSAGES.validation, result.error.format());
  return result.data as z.output<S>;
}

export async function readBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(c));
}
