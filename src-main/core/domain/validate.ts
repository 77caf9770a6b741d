import type { z } from 'zod';
import { ValidationError } from '../error-kinds.ts';

/** Parses with a zod schema; a failure is a ValidationError carrying zod's `_errors` tree as is. */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(result.error.format());
  return result.data as z.output<S>;
}
