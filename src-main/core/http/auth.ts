import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { MESSAGES } from '#shared/http-status.ts';
import type { AuthKind } from '#shared/contract/define.ts';
import type { CoreContext } from '../wiring/context.ts';
import { type ApiKeyRow, findApiKeyByHash, findApiKeyById } from '../db/api-keys-repo.ts';
import { getSetting } from '../db/settings-repo.ts';
import { isWellFormedApiKey, sha256Hex } from '../domain/secrets.ts';
import type { AppEnv, AuthContext } from './env.ts';
import { errorResponse, HttpError } from './errors.ts';

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

function sameHash(secret: string, expectedHex: string | undefined): boolean {
  if (!expectedHex) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const offered = Buffer.from(sha256Hex(secret), 'hex');
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}

/**
 * The sandbox control plane takes only `Authorization: Bearer <adminToken>` (Hono's
 * bearerAuth; every refusal, a malformed header too, is the common 401 body). The
 * token is compared by its hash, which is all the database keeps.
 */
export function requireAdmin(core: CoreContext): MiddlewareHandler<AppEnv> {
  const refuse = (c: Context) => errorResponse(c, 401, MESSAGES.invalidToken);
  const bearer = bearerAuth<AppEnv>({
    verifyToken: (token) => sameHash(token, getSetting(core.db, 'admin_token_hash')),
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  // A replay from the request log comes in-process, marked as the admin's (the log never keeps the token).
  return async (c, next) => (c.env?.inkpostReplay?.admin ? next() : bearer(c, next));
}
