// Types derived from a route declaration: what a handler receives and may
// answer, and what a client gets back. Written nowhere else.
import type { z } from 'zod';
import type { BodyDecl, ErrorResponseBody, MediaType, RouteDecl } from './define.ts';

type Out<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;

/** The validated request a handler receives. */
export interface RequestOf<D extends RouteDecl> {
  params: D['params'] extends z.ZodObject ? z.output<D['params']> : Record<string, string>;
  query: Out<D['query']>;
  /** Validated by the schema; `unknown` where the handler validates (validatedBy: 'handler'). */
  body: D['body'] extends { validatedBy: 'handler' } ? unknown : D['body'] extends BodyDecl ? Out<D['body']['schema']> : undefined;
}

type Headers = Record<string, string>;

type ReplyFor<K extends number, R> = R extends { schema: infer S extends z.ZodTypeAny }
  ? { status: K; body: z.input<S>; headers?: Headers }
  : R extends { media: 'text/event-stream' }
    ? { status: K; stream: Response }
    : R extends { media: 'text/html' }
    ? { status: K; html: string; headers?: Headers }
    : R extends { media: MediaType }
      ? { status: K; bytes: Uint8Array | string; headers?: Headers }
      : R extends { description: string }
        ? { status: K; headers?: Headers }
        : never;

/** What a handler may answer: one of the declared responses (errors in the common body are thrown instead). */
export type ReplyOf<D extends RouteDecl> = {
  [K in keyof D['responses'] & number]: ReplyFor<K, D['responses'][K]>;
}[keyof D['responses'] & number];

type Success<K> = `${K & number}` extends `2${string}` ? K : never;

/** The JSON body of a declared success status. */
export type SuccessBody<D extends RouteDecl, K extends number> = D['responses'][K] extends { schema: infer S extends z.ZodTypeAny } ? z.output<S> : undefined;

/** What the typed client answers: a declared success with its body, or a failure with the common error body. */
export type ApiResult<D extends RouteDecl> =
  | { [K in keyof D['responses'] & number]: K extends Success<K> ? { ok: true; status: K; body: SuccessBody<D, K> } : never }[keyof D['responses'] & number]
  | { ok: false; status: number; body: ErrorResponseBody };

/** The body of a route's first declared success (200 or 201): the type a view usually wants. */
export type BodyOf<D extends RouteDecl> = Extract<ApiResult<D>, { ok: true }>['body'];

/** Request parts the client sends. */
export interface CallInput<D extends RouteDecl> {
  params?: D['params'] extends z.ZodObject ? z.input<D['params']> : never;
  query?: D['query'] extends z.ZodObject ? z.input<D['query']> : never;
  /** JSON as the schema says; a multipart route takes the form itself. */
  body?: D['body'] extends BodyDecl ? (D['body']['media'] extends 'multipart/form-data' ? FormData : z.input<D['body']['schema']>) : never;
}
