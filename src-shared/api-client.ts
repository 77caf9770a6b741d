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

  /** A call whose answer is binary (PNG): the bytes on success, the error body otherwise. */
  async function callBinary(name: RouteName, init: { body?: unknown; query?: Record<string, string> } = {}): Promise<{ status: number; ok: boolean; bytes?: Blob; error?: ErrorBody }> {
    const route = ROUTES[name];
    const url = new URL(route.path, options.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.apiKey) headers['X-API-Key'] = options.apiKey;
    const response = await doFetch(url, { method: route.method, headers, body: JSON.stringify(init.body ?? {}) });
    if (response.ok) return { status: response.status, ok: true, bytes: await response.blob() };
    return { status: response.status, ok: false, error: (await response.json()) as ErrorBody };
  }

  return { call, callBinary };
}

export type ApiClient = ReturnType<typeof createApiClient>;
