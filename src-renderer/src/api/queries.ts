import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api-client.ts';
import type { ErrorResponseBody } from '#shared/contract/define.ts';
import type { CONTRACT, RouteName } from '#shared/contract/index.ts';
import type { ApiResult, BodyOf, CallInput } from '#shared/contract/types.ts';
import { useAdminApi, useApi } from './clients.ts';

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

export async function callOrThrow<N extends RouteName>(api: ApiClient, name: N, input: CallInput<Contract[N]> = {}): Promise<BodyOf<Contract[N]>> {
  return unwrap<N>(await api.call(name, input));
}

/** A query of a route by name: cached per name and input, with loading and error states. */
export function useApiQuery<N extends RouteName>(
  name: N,
  input: CallInput<Contract[N]> = {},
  options: Omit<UseQueryOptions<BodyOf<Contract[N]>, ApiError>, 'queryKey' | 'queryFn'> & { admin?: boolean } = {},
) {
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

/** A mutation of a route by name; on success the listed queries are refetched. */
export function useApiMutation<N extends RouteName>(name: N, options: { admin?: boolean; invalidates?: RouteName[] } = {}) {
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
      for (const key of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
