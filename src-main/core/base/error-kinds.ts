import { MESSAGES } from '#shared/http-status.ts';
import { type Issue, issueTree } from '#shared/issue-tree.ts';

export type DomainErrorKind = 'not-found' | 'conflict' | 'forbidden' | 'invalid-state' | 'invalid-input' | 'validation';

/**
 * What the domain (and webhooks) throw when a request cannot be carried out. It
 * knows nothing of HTTP: `http/domain-errors.ts` turns each kind into a status
 * and the common error body (message, and `data` when there is one). It sits
 * beside clock.ts rather than in domain/: domain emits webhook events, so
 * webhooks importing from domain/ would tie the two folders in a cycle.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Structured detail for the caller, sent as the error body's `data`. */
  readonly data: unknown;

  constructor(message: string, data?: unknown) {
    super(message);
    this.name = new.target.name;
    this.data = data;
  }
}

/** The base class of one kind: all a kind's class adds to DomainError is its `kind`. */
function errorOfKind<K extends DomainErrorKind>(kind: K) {
  abstract class ErrorOfKind extends DomainError {
    readonly kind = kind;
  }
  return ErrorOfKind;
}

/** The thing named does not exist (or belongs to another team). */
export class NotFoundError extends errorOfKind('not-found') {}

/** The request would duplicate or contradict something that exists. */
export class ConflictError extends errorOfKind('conflict') {}

/** A feature the team does not have, or an operation this kind of thing never allows. */
export class ForbiddenError extends errorOfKind('forbidden') {}

/** The things named are in a state that does not allow the operation (e.g. 'Failed to create recipients'). */
export class InvalidStateError extends errorOfKind('invalid-state') {}

/** Input unusable as a whole, with no field to point at (an empty upload, an unreadable PDF). */
export class InvalidInputError extends errorOfKind('invalid-input') {}

/** 'Validation error' with the `_errors` tree zod's error.format() gives, one entry per field issue. */
export class ValidationError extends errorOfKind('validation') {
  /** `tree`: zod's error.format() (or a subtree hung under a key with nestTree), or one from issueTree(). */
  constructor(tree: object) {
    super(MESSAGES.validation, tree);
  }

  static of(issues: readonly Issue[]): ValidationError {
    return new ValidationError(issueTree(issues));
  }

  /** One issue on one top-level field. */
  static field(field: string, message: string): ValidationError {
    return ValidationError.of([{ path: [field], message }]);
  }
}
