import type { KeyKind } from '#shared/contract/auth.ts';

/** The API key a request authenticated with. */
export interface AuthContext {
  keyId: string;
  keyName: string;
  kind: KeyKind;
  teamId: string;
}

/**
 * A replay of a logged request (the console's "replay"): sent in-process, so
 * only the server itself can set it; it stands in for the credential, which
 * the log never stored.
 */
export interface ReplayBinding {
  replayOf: number;
  /** The key the original request authenticated with (must still be valid). */
  keyId: string | null;
  /** The original carried the sandbox admin token. */
  admin: boolean;
}

export interface AppEnv {
  Bindings: {
    inkpostReplay?: ReplayBinding;
    /** Node's own request, when it came over HTTP (@hono/node-server). */
    incoming?: import('node:http').IncomingMessage;
  };
  Variables: {
    auth: AuthContext;
    /** The sandbox fault that answered this request, if one did (the request log shows it). */
    faultId: string | undefined;
    /** The request's body as read by its route (body/body-gate.ts); unset when the body was never read. */
    requestBody: Uint8Array | undefined;
  };
}

/** The app every route is declared on (its registry feeds the OpenAPI document). */
export type ContractApp = import('@hono/zod-openapi').OpenAPIHono<AppEnv>;
