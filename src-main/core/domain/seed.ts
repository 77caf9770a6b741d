import { randomUUID } from 'node:crypto';
import { PRODUCTS } from '#shared/products.ts';
import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { insertApiKey, revokeApiKey } from '../db/api-keys-repo.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';
import { insertTeam } from '../db/teams-repo.ts';
import { insertTemplateWithVersion } from '../db/templates-repo.ts';
import { insertUser } from '../db/users-repo.ts';
import { defaultTemplatePages } from './default-template.ts';
import { newApiKeySecret, newToken, sha256Hex } from './secrets.ts';
import { newTemplateVersion } from './templates.ts';
import { type DemoKeys, readKeysFile, writeKeysFile } from './keys-file.ts';

export const PARTNER_KEY_NAME = 'Demo partner key';
export const DEMO_CUSTOMER_KEY_NAME = 'Demo customer key';

/**
 * First start on an empty data directory creates an approved partner and a
 * ready demo customer team, and writes keys.json. Later starts reuse it. When
 * keys.json was deleted, the demo keys are rotated (old ones revoked) and the
 * file is written again, since the secrets exist nowhere else.
 */
export function ensureSeeded(db: Db, keysFile: string, clock: Clock): DemoKeys {
  const seeded = getSetting(db, 'seeded_at');
  const existing = readKeysFile(keysFile);
  if (seeded && existing && adminTokenMatches(db, existing.adminToken)) return existing;
  const keys = db.transaction(() => (seeded ? rotateDemoKeys(db, clock) : seedFresh(db, clock)))();
  writeKeysFile(keysFile, keys);
  return keys;
}

function adminTokenMatches(db: Db, token: string): boolean {
  return getSetting(db, 'admin_token_hash') === sha256Hex(token);
}

function seedFresh(db: Db, clock: Clock): DemoKeys {
  const now = nowIso(clock);
  const partnerTeamId = randomUUID();
  insertTeam(db, { id: partnerTeamId, kind: 'partner', name: 'Inkpost Demo Partner', partner_approved: 1, created_at: now });
  insertUser(db, { id: randomUUID(), team_id: partnerTeamId, email: 'partner@example.com', first_name: 'Pat', last_name: 'Partner', role: 'owner', created_at: now });

  const teamId = randomUUID();
  insertTeam(db, {
    id: teamId,
    kind: 'customer',
    name: 'Demo Customer Co',
    provisioned_by_team_id: partnerTeamId,
    subscription: 'active',
    payment_method: 'valid',
    generate_api: 1,
    created_at: now,
  });
  insertUser(db, { id: randomUUID(), team_id: teamId, email: 'owner@example.com', first_name: 'Dana', last_name: 'Demo', role: 'owner', created_at: now });

  seedDemoTemplate(db, teamId, now);

  setSetting(db, 'partner_team_id', partnerTeamId);
  setSetting(db, 'demo_team_id', teamId);
  setSetting(db, 'seeded_at', now);
  return issueDemoKeys(db, partnerTeamId, teamId, now);
}

/** The demo team's published A6 postcard template (seeding, and a sandbox reset of the team). */
export function seedDemoTemplate(db: Db, teamId: string, now: string): void {
  const postcard = PRODUCTS.find((p) => p.key === 'a6_postcard');
  if (!postcard) throw new Error('catalog lacks a6_postcard');
  const templateId = randomUUID();
  insertTemplateWithVersion(
    db,
    { id: templateId, team_id: teamId, name: 'Default A6 Postcard', status: 'active', created_at: now, updated_at: now, published_at: now },
    newTemplateVersion({ templateId, productId: postcard.id, pages: defaultTemplatePages(postcard), now }),
  );
}

function rotateDemoKeys(db: Db, clock: Clock): DemoKeys {
  const now = nowIso(clock);
  for (const setting of ['partner_key_id', 'customer_key_id']) {
    const id = getSetting(db, setting);
    if (id) revokeApiKey(db, id, now);
  }
  const partnerTeamId = getSetting(db, 'partner_team_id');
  const teamId = getSetting(db, 'demo_team_id');
  if (!partnerTeamId || !teamId) throw new Error('Seeded database lacks its demo team ids');
  return issueDemoKeys(db, partnerTeamId, teamId, now);
}

function issueDemoKeys(db: Db, partnerTeamId: string, teamId: string, now: string): DemoKeys {
  const partnerKey = newApiKeySecret('partner');
  const customerKey = newApiKeySecret('customer');
  const partnerKeyId = randomUUID();
  const customerKeyId = randomUUID();
  insertApiKey(db, { id: partnerKeyId, team_id: partnerTeamId, kind: 'partner', name: PARTNER_KEY_NAME, key_hash: sha256Hex(partnerKey), created_at: now });
  insertApiKey(db, { id: customerKeyId, team_id: teamId, kind: 'customer', name: DEMO_CUSTOMER_KEY_NAME, key_hash: sha256Hex(customerKey), created_at: now });
  const adminToken = newToken();
  setSetting(db, 'partner_key_id', partnerKeyId);
  setSetting(db, 'customer_key_id', customerKeyId);
  setSetting(db, 'admin_token_hash', sha256Hex(adminToken));
  return { partnerKey, customerKey, teamId, adminToken };
}
