import { randomUUID } from 'node:crypto';
import type { KeyKind } from '#shared/contract/auth.ts';
import type { ReissuedKey } from '#shared/contract/sandbox-state.ts';
import type { Db } from '#core/db/connection.ts';
import { findApiKeyByHash, insertApiKey, listLiveApiKeys, reinstateApiKey, revokeApiKey } from '#core/db/api-keys-repo.ts';
import { getSetting, setSetting } from '#core/db/settings-repo.ts';
import { deleteSettings } from '#core/db/state-file-repo.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { DEMO_CUSTOMER_KEY_NAME, PARTNER_KEY_NAME } from '#core/domain/seed.ts';
import { newApiKeySecret, sha256Hex } from '#core/domain/secrets.ts';

/** Secrets a state file may carry that never come in with it: this data folder's own stay, or new ones are made. */
const FOREIGN_SECRETS = ['admin_token_hash', 'partner_key_id', 'customer_key_id', 'url_signing_secret'];

/**
 * The credentials of an imported state, on the rebuilt database before it goes
 * live. No secret in the file authenticates here, since whoever made the file
 * may know it: every key that was live in the file is revoked; keys.json's demo
 * partner key, demo customer key and admin token work for the imported demo
 * partner and demo team; every other team's keys are issued again (same team,
 * kind and name) and their new secrets returned, to be shown once. The URL-signing
 * secret is made anew on first use.
 */
export function takeOverKeys(db: Db, keys: DemoKeys, demo: { partnerTeamId: string; teamId: string }, now: string): ReissuedKey[] {
  const ours = new Set([sha256Hex(keys.partnerKey), sha256Hex(keys.customerKey)]);
  const fileDemoKeys = new Set([getSetting(db, 'partner_key_id'), getSetting(db, 'customer_key_id')]);
  return db.transaction(() => {
    const live = listLiveApiKeys(db);
    for (const key of live) revokeApiKey(db, key.id, now);
    deleteSettings(db, FOREIGN_SECRETS);
    adopt(db, keys.partnerKey, demo.partnerTeamId, 'partner', PARTNER_KEY_NAME, 'partner_key_id', now);
    adopt(db, keys.customerKey, demo.teamId, 'customer', DEMO_CUSTOMER_KEY_NAME, 'customer_key_id', now);
    setSetting(db, 'admin_token_hash', sha256Hex(keys.adminToken));
    const reissued: ReissuedKey[] = [];
    for (const old of live) {
      if (ours.has(old.key_hash) || fileDemoKeys.has(old.id)) continue;
      const key = newApiKeySecret(old.kind);
      const id = randomUUID();
      insertApiKey(db, { id, team_id: old.team_id, kind: old.kind, name: old.name, key_hash: sha256Hex(key), created_at: now });
      reissued.push({ keyId: id, replaces: old.id, teamId: old.team_id, teamName: old.team_name, kind: old.kind, name: old.name, key });
    }
    return reissued;
  })();
}

/** A keys.json key made the live demo key of its team (its row kept when the file already has it: a state exported here). */
function adopt(db: Db, secret: string, teamId: string, kind: KeyKind, name: string, setting: string, now: string): void {
  const existing = findApiKeyByHash(db, sha256Hex(secret));
  let id: string;
  if (existing) {
    id = existing.id;
    reinstateApiKey(db, id, teamId, kind);
  } else {
    id = randomUUID();
    insertApiKey(db, { id, team_id: teamId, kind, name, key_hash: sha256Hex(secret), created_at: now });
  }
  setSetting(db, setting, id);
}
