// The typed client of the local API, derived from the route declarations: the
// UI and the tests call routes by name, with typed params, query and body, and
// get back the declared body of a success or the common error body.
import { CONTRACT, type RouteName } from './contract/index.ts';
import { fillPath } from './contract/define.ts';
import type { ApiResult, CallInput } from './contract/types.ts';
import type { ErrorResponseBody } from './contract/define.ts';
import { UI_SESSION_HEADER } from './contract/ui.ts';

export type { ApiResult } from './contract/types.ts';

export interface ApiClientOptions {
  baseUrl: string;
  apiKey?: string;
  adminToken?: string;
  /** The browser UI's session (routes of the `ui` kind). */
  uiSession?: string;
  fetchImpl?: typeof fetch;
}

type Contract = typeof CONTRACT;

/** A failure that is not the server's answer (it cannot be reached, or it answered something that is not JSON). */
function transportError(url: string, message: string): ErrorResponseBody {
  return { error: true, url, statusCode: 0, statusMessage: 'Network Error', message };
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetchImpl ?? fetch;

  function request<N extends RouteName>(name: N, input: CallInput<Contract[N]>): { url: URL; init: RequestInit } {
    const decl = CONTRACT[name];
    const url = new URL(fillPath(decl.path, (input.params ?? {}) as Record<string, string>), options.baseUrl);
    for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    if (decl.auth === 'admin' && options.adminToken) headers['Authorization'] = `Bearer ${options.adminToken}`;
    else if (decl.auth === 'ui' && options.uiSession) headers[UI_SESSION_HEADER] = options.uiSession;
    else if (options.apiKey) headers['X-API-Key'] = options.apiKey;
    // a form (multipart routes) goes as it is: fetch writes its Content-Type with the boundary
    if (input.body instanceof FormData) return { url, init: { method: decl.method.toUpperCase(), headers, body: input.body } };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    return { url, init: { method: decl.method.toUpperCase(), headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) } };
  }

  /**
   * Calls a JSON route. A server that cannot be reached answers `{ok: false,
   * status: 0}` with a message saying so, never an exception: views show it as
   * an error, not as an empty list.
   */
  async function call<N extends RouteName>(name: N, input: CallInput<Contract[N]> = {}): Promise<ApiResult<Contract[N]>> {
    const { url, init } = request(name, input);
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      return { ok: false, status: 0, body: transportError(url.href, `The local server cannot be reached (${error instanceof Error ? error.message : String(error)})`) } as ApiResult<Contract[N]>;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = transportError(url.href, `The server answered ${response.status} with something that is not JSON`);
    }
    return { ok: response.ok, status: response.status, body } as ApiResult<Contract[N]>;
  }

  /** Calls a route whose success is a file (PNG, SVG, PDF): the bytes, or the error body. */
  async function callBinary<N extends RouteName>(
    name: N,
    input: CallInput<Contract[N]> = {},
    /** `signal`: a view that goes away stops its download, so the browser's few connections to the server serve the next view at once. */
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<{ ok: true; status: number; bytes: Blob } | { ok: false; status: number; error: ErrorResponseBody }> {
    const { url, init } = request(name, input);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal });
      // Read inside the try: a download stopped half way (the view went away) rejects here too.
      if (response.ok) return { ok: true, status: response.status, bytes: await response.blob() };
    } catch (error) {
      return { ok: false, status: 0, error: transportError(url.href, `The local server cannot be reached (${error instanceof Error ? error.message : String(error)})`) };
    }
    try {
      return { ok: false, status: response.status, error: (await response.json()) as ErrorResponseBody };
    } catch {
      return { ok: false, status: response.status, error: transportError(url.href, `The server answered ${response.status}`) };
    }
  }

  /** The URL of a route (links such as the API reference and previews). */
  function urlOf<N extends RouteName>(name: N, input: CallInput<Contract[N]> = {}): string {
    return request(name, input).url.href;
  }

  return { call, callBinary, urlOf };
}

export type ApiClient = ReturnType<typeof createApiClient>;
