import { MESSAGES } from '../../../src-shared/http-status.ts';
import { issueTree } from '../../../src-shared/issue-tree.ts';
import { HttpError } from '../http/errors.ts';

/** A 400 'Validation error' with the same _errors tree zod gives, for rules checked against stored data. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, MESSAGES.validation, issueTree([{ path: [field], message }]));
}
