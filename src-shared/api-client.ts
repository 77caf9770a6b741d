import type { ErrorBody } from './http-status.ts';
import { fillPath, ROUTES, type RouteName } from './routes.ts';

export interface ApiResult<T> {
  status: number;
  ok: boolean;
  body: T | ErrorBody;
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey?: string;
  adminToken?: string;
  fetchImpl?: typeof fetch;
}

/** A small typed client over the route table, used by the UI and by tests. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetchImpl ?? fetch;

  async function call<T>(name: RouteName, init: { params?: Record<string, string>; body?: unknown; query?: Record<string, string> } = {}): Promise<ApiResult<T>> {
    const route = ROUTES[name];
    const url = new URL(fillPath(route.path, init.params ?? {}), options.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (options.apiKey) headers['X-API-Key'] = options.apiKey;
    if (route.auth === 'admin' && options.adminToken) headers['Authorization'] = `Bearer ${options.adminToken}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await doFetch(url, {
      method: route.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const body = (text ? JSON.parse(text) : null) as T | ErrorBody;
    return { status: response.status, ok: response.ok, body };
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
