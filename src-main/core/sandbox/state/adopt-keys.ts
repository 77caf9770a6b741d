import { randomUUID } from 'node:crypto';
import type { KeyKind } from '#shared/contract/auth.ts';
import { type Clock, nowIso } from '#core/clock.ts';
import type { Db } from '#core/db/connection.ts';
import { findApiKeyByHash, insertApiKey, reinstateApiKey, revokeApiKey } from '#core/db/api-keys-repo.ts';
import { getSetting, setSetting } from '#core/db/settings-repo.ts';
import { type DemoKeys, writeKeysFile } from '#core/domain/keys-file.ts';
import { DEMO_CUSTOMER_KEY_NAME, PARTNER_KEY_NAME } from '#core/domain/seed.ts';
import { sha256Hex } from '#core/domain/secrets.ts';

/**
 * After a state import: the demo keys and admin token in keys.json stay the
 * ones that work, now for the imported demo partner and demo team (the file's
 * own demo keys are revoked, since their secrets are not here). Keys of other
 * teams come with the file unchanged. keys.json gets the imported demo team id.
 */
export function adoptDemoKeys(db: Db, clock: Clock, keys: DemoKeys, keysFile: string): DemoKeys {
  const now = nowIso(clock);
  const partnerTeamId = getSetting(db, 'partner_team_id');
  const teamId = getSetting(db, 'demo_team_id');
  if (!partnerTeamId || !teamId) throw new Error('The imported state lacks its demo team ids');
  const adopt = (secret: string, team: string, kind: KeyKind, name: string, setting: string) => {
    const existing = findApiKeyByHash(db, sha256Hex(secret));
    const previous = getSetting(db, setting);
    let id: string;
    if (existing) {
      id = existing.id;
      reinstateApiKey(db, id, team, kind);
    } else {
      id = randomUUID();
      insertApiKey(db, { id, team_id: team, kind, name, key_hash: sha256Hex(secret), created_at: now });
    }
    if (previous && previous !== id) revokeApiKey(db, previous, now);
    setSetting(db, setting, id);
  };
  db.transaction(() => {
    adopt(keys.partnerKey, partnerTeamId, 'partner', PARTNER_KEY_NAME, 'partner_key_id');
    adopt(keys.customerKey, teamId, 'customer', DEMO_CUSTOMER_KEY_NAME, 'customer_key_id');
    setSetting(db, 'admin_token_hash', sha256Hex(keys.adminToken));
  })();
  const adopted = { ...keys, teamId };
  writeKeysFile(keysFile, adopted);
  return adopted;
}
