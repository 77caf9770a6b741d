import type { z } from 'zod';
import { zodIssueTree } from '#shared/issue-tree.ts';
import { ValidationError } from '../base/error-kinds.ts';

/** Parses with a zod schema; a failure is a ValidationError carrying the `_errors` tree of zod's format(). */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(zodIssueTree(result.error));
  return result.data as z.output<S>;
}
