import { prepared } from './prepared.ts';
import type { KeyKind } from '#shared/contract/auth.ts';
import type { Db } from './connection.ts';

export interface ApiKeyRow {
  id: string;
  team_id: string;
  kind: KeyKind;
  name: string;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export function insertApiKey(db: Db, row: Omit<ApiKeyRow, 'revoked_at'>): void {
  prepared(db, 'INSERT INTO api_keys (id, team_id, kind, name, key_hash, created_at) VALUES (@id, @team_id, @kind, @name, @key_hash, @created_at)').run(row);
}

export function findApiKeyByHash(db: Db, keyHash: string): ApiKeyRow | undefined {
  return prepared(db, 'SELECT * FROM api_keys WHERE key_hash = ?').get(keyHash) as ApiKeyRow | undefined;
}

export function revokeApiKey(db: Db, id: string, revokedAt: string): void {
  prepared(db, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(revokedAt, id);
}

export function findApiKeyById(db: Db, id: string): ApiKeyRow | undefined {
  return prepared(db, 'SELECT * FROM api_keys WHERE id = ?').get(id) as ApiKeyRow | undefined;
}

/** A key made live again for a team (a state import adopting this data directory's demo keys). */
export function reinstateApiKey(db: Db, id: string, teamId: string, kind: KeyKind): void {
  prepared(db, 'UPDATE api_keys SET revoked_at = NULL, team_id = ?, kind = ? WHERE id = ?').run(teamId, kind, id);
}

/** Every key that still authenticates, with its team's name (a state import re-issues them). */
export function listLiveApiKeys(db: Db): (ApiKeyRow & { team_name: string })[] {
  return prepared(db, 'SELECT api_keys.*, teams.name AS team_name FROM api_keys JOIN teams ON teams.id = api_keys.team_id WHERE api_keys.revoked_at IS NULL ORDER BY api_keys.created_at, api_keys.id').all() as (ApiKeyRow & { team_name: string })[];
}
