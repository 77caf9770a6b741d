import type { KeyKind } from '../../../src-shared/api-types.ts';

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
