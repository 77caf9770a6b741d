import type { Context, MiddlewareHandler } from 'hono';
import { MESSAGES } from '#shared/http-status.ts';
import type { AuthKind } from '#shared/contract/define.ts';
import type { CoreContext } from '../context.ts';
import { type ApiKeyRow, findApiKeyByHash, findApiKeyById } from '../db/api-keys-repo.ts';
import { getSetting } from '../db/settings-repo.ts';
import { isWellFormedApiKey, sha256Hex } from '../domain/secrets.ts';
import type { AppEnv, AuthContext } from './env.ts';
import { HttpError } from './errors.ts';

const unauthorized = () => new HttpError(401, MESSAGES.invalidToken);

/** Resolves X-API-Key to a live key; 401 for missing, malformed, unknown or revoked keys. */
export function authenticateKey(core: CoreContext, header: string | undefined): AuthContext {
  const secret = header?.trim();
  if (!secret || !isWellFormedApiKey(secret)) throw unauthorized();
  return liveKey(findApiKeyByHash(core.db, sha256Hex(secret)));
}

function liveKey(row: ApiKeyRow | undefined): AuthContext {
  if (!row || row.revoked_at) throw unauthorized();
  return { keyId: row.id, keyName: row.name, kind: row.kind, teamId: row.team_id };
}

/** The live key a request comes with: its X-API-Key, or for a replay from the request log the key's id (the log never keeps a key). */
export function requestKey(core: CoreContext, c: Context<AppEnv>): AuthContext {
  const replayKeyId = c.env?.inkpostReplay?.keyId;
  return replayKeyId ? liveKey(findApiKeyById(core.db, replayKeyId)) : authenticateKey(core, c.req.header('x-api-key'));
}

/** Route guard: which key kinds may call it. A key of the wrong kind is 401 too. */
export function requireKey(core: CoreContext, auth: Extract<AuthKind, 'customer' | 'partner' | 'any-key'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const context = requestKey(core, c);
    if (auth !== 'any-key' && context.kind !== auth) throw unauthorized();
    c.set('auth', context);
    await next();
  };
}

/** The sandbox control plane takes only `Authorization: Bearer <adminToken>`. */
export function requireAdmin(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env?.inkpostReplay?.admin) return next();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    const expected = getSetting(core.db, 'admin_token_hash');
    if (!match?.[1] || !expected || sha256Hex(match[1]) !== expected) throw unauthorized();
    await next();
  };
}
