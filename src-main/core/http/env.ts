import type { KeyKind } from '../../../src-shared/contract/auth.ts';

/** The API key a request authenticated with. */
export interface AuthContext {
  keyId: string;
  keyName: string;
  kind: KeyKind;
  teamId: string;
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
  };
}

/** The app every route is declared on (its registry feeds the OpenAPI document). */
export type ContractApp = import('@hono/zod-openapi').OpenAPIHono<AppEnv>;
