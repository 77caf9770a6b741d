import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api-client.ts';
import type { ErrorResponseBody } from '#shared/contract/define.ts';
import type { CONTRACT, RouteName } from '#shared/contract/index.ts';
import type { ApiResult, BodyOf, CallInput } from '#shared/contract/types.ts';
import { useAdminApi, useApi } from './clients.ts';
import { staleAfter } from './stale-routes.ts';

/** A failed call: the API's status and common error body (status 0: the server could not be reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponseBody;

  constructor(status: number, body: ErrorResponseBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

type Contract = typeof CONTRACT;

/** The success body, or an ApiError. */
export function unwrap<N extends RouteName>(result: ApiResult<Contract[N]>): BodyOf<Contract[N]> {
  if (!result.ok) throw new ApiError(result.status, result.body);
  return result.body as BodyOf<Contract[N]>;
}

async function callOrThrow<N extends RouteName>(api: ApiClient, name: N, input: CallInput<Contract[N]> = {}): Promise<BodyOf<Contract[N]>> {
  return unwrap<N>(await api.call(name, input));
}

/** A direct call of a route whose failure is thrown as an ApiError (React Query's queryFn, paged reads), declared once in its api/<resource>.ts. */
export function throwingCall<N extends RouteName>(name: N) {
  return (client: ApiClient, input?: CallInput<Contract[N]>) => callOrThrow(client, name, input);
}

type QueryOptions<N extends RouteName> = Omit<UseQueryOptions<BodyOf<Contract[N]>, ApiError>, 'queryKey' | 'queryFn'> & { admin?: boolean };

/** A query of a route by name: cached per name and input, with loading and error states. */
function useApiQuery<N extends RouteName>(name: N, input: CallInput<Contract[N]> = {}, options: QueryOptions<N> = {}) {
  const api = useApi();
  const admin = useAdminApi();
  const client = options.admin ? admin : api;
  const { admin: _admin, ...rest } = options;
  return useQuery<BodyOf<Contract[N]>, ApiError>({
    queryKey: [name, input],
    queryFn: () => callOrThrow(client as ApiClient, name, input),
    enabled: Boolean(client) && (rest.enabled ?? true),
    ...rest,
  });
}

/**
 * A mutation of a route by name. On success the queries it makes stale are read again:
 * those the contract derives from what the route announces (`staleAfter`), and `alsoStale`,
 * which only a resource's own api/<resource>.ts passes, for a route that announces nothing
 * the UI reads (docs/contract.md, "What a change makes stale").
 */
function useApiMutation<N extends RouteName>(name: N, options: { admin?: boolean; alsoStale?: readonly RouteName[] } = {}) {
  const queryClient = useQueryClient();
  const api = useApi();
  const admin = useAdminApi();
  const client = options.admin ? admin : api;
  return useMutation<BodyOf<Contract[N]>, ApiError, CallInput<Contract[N]>>({
    mutationFn: (input) => {
      if (!client) throw new ApiError(0, { error: true, url: '', statusCode: 0, statusMessage: 'Network Error', message: 'Not connected to the local server yet' });
      return callOrThrow(client, name, input);
    },
    onSuccess: () => {
      for (const key of new Set([...staleAfter(name), ...(options.alsoStale ?? [])])) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** The hook of a route the UI reads, declared once in its resource's api/<resource>.ts: `useFontsList(input, options)`. */
export function queryHook<N extends RouteName>(name: N) {
  const useRoute = (input?: CallInput<Contract[N]>, options?: QueryOptions<N>) => useApiQuery(name, input, options);
  return useRoute;
}

/** The hook of a route the UI calls to change something, declared once in its resource's api/<resource>.ts. */
export function mutationHook<N extends RouteName>(name: N, options: { admin?: boolean; alsoStale?: readonly RouteName[] } = {}) {
  const useRoute = () => useApiMutation(name, options);
  return useRoute;
}
