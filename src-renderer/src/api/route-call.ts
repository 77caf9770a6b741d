import type { ApiClient } from '#shared/api-client.ts';
import type { CONTRACT, RouteName } from '#shared/contract/index.ts';
import type { CallInput } from '#shared/contract/types.ts';

type Contract = typeof CONTRACT;

/** A direct call of a route through a given client (sign-in, previews, files), declared once in its api/<resource>.ts. */
export function routeCall<N extends RouteName>(name: N) {
  return (client: ApiClient, input?: CallInput<Contract[N]>) => client.call(name, input);
}

/** The same for a route whose success is a file: the bytes, or the error body. */
export function binaryCall<N extends RouteName>(name: N) {
  return (client: ApiClient, input?: CallInput<Contract[N]>, options?: { signal?: AbortSignal }) => client.callBinary(name, input, options);
}

/** The address of a route, for a request the client cannot make itself (a body streamed with its progress). */
export function routeUrl<N extends RouteName>(name: N) {
  return (client: ApiClient, input?: CallInput<Contract[N]>) => client.urlOf(name, input);
}
