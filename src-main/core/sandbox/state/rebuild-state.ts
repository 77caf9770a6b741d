import { join } from 'node:path';
import type { ReissuedKey } from '#shared/contract/sandbox-state.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { Db } from '#core/db/connection.ts';
import { MIGRATIONS } from '#core/db/migrations/index.ts';
import { getSetting, setSetting } from '#core/db/settings-repo.ts';
import { copyRows, countTeams, createSchemaAt, danglingReferences, deleteSettings, inspectStateFile, listSealedWebhookSecrets, migrateToLatest, type SchemaShape, schemaShape, type TableCopy } from '#core/db/state-file-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { InvalidInputError } from '#core/base/error-kinds.ts';
import { PORT_SETTING } from '#core/policy/port-choice.ts';
import { PUBLIC_URL_SETTING } from '#core/policy/public-url.ts';
import { importedValueProblems } from './imported-values.ts';
import { takeOverKeys } from './state-keys.ts';

export const LATEST_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));
/** Where this server listens and the links it hands out belong to this machine, not to the state. */
const MACHINE_SETTINGS = [PORT_SETTING, PUBLIC_URL_SETTING];
/** The request log is this machine's history, not part of a state (a file of its own since schema 37); Idempotency-Keys are its requests' too. */
const NOT_COPIED = new Set(['request_log', 'idempotency_keys']);

export interface RebuiltState {
  /** The rebuilt database, closed, ready to be swapped in. */
  file: string;
  demoTeamId: string;
  teams: number;
  migratedFrom: number;
  unreadableWebhookSecrets: number;
  reissuedKeys: ReissuedKey[];
  leftOut: string[];
}

const refused = (reason: string) => new InvalidInputError(`Not an Inkpost state file: ${reason}`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Builds the state an uploaded file describes, beside the live one, touching
 * nothing live: the file is checked (SQLite, intact, a schema version this
 * Inkpost made or can migrate), its rows of the tables and columns this app's
 * own migrations make at that version are copied into a new database made by
 * those migrations (the file's own triggers, indexes and views are never used;
 * what it has beyond them is listed in `leftOut`), every reference is checked,
 * the database is migrated to the latest schema, its demo teams checked, and the
 * credentials taken over (state-keys.ts). Throws 400 with the reason on any failure.
 */
/**
 * `leaveOutUnwritableHands` is imported-hands.ts's, handed in by the caller: it loads the font
 * engine, which the server's event loop loads only when a route needs it.
 */
export function rebuildState(core: CoreContext, uploadFile: string, scratchDir: string, keys: DemoKeys, leaveOutUnwritableHands: (db: Db) => string[]): RebuiltState {
  let shape: SchemaShape;
  try {
    shape = inspectStateFile(uploadFile);
  } catch (error) {
    throw refused(messageOf(error));
  }
  if (shape.version > LATEST_VERSION) throw new InvalidInputError(`This state was saved by a newer Inkpost (schema ${shape.version}; this one reads up to ${LATEST_VERSION})`);
  if (!MIGRATIONS.some((migration) => migration.version === shape.version)) throw refused(`its schema version (${shape.version}) is not one Inkpost has made`);

  const file = join(scratchDir, 'rebuilt.sqlite');
  const db = createSchemaAt(file, shape.version);
  try {
    const reference = schemaShape(db);
    try {
      copyRows(db, uploadFile, tablesToCopy(reference, shape));
    } catch (error) {
      throw error instanceof InvalidInputError ? error : refused(messageOf(error));
    }
    const dangling = danglingReferences(db);
    if (dangling.length > 0) throw refused(`its rows refer to rows it does not have (${dangling.map((d) => `${d.rows} in ${d.table} to ${d.parent}`).join(', ')})`);
    try {
      migrateToLatest(db);
    } catch (error) {
      throw refused(`it could not be brought up to schema ${LATEST_VERSION} (${messageOf(error)})`);
    }
    const problems = importedValueProblems(db, core.sandboxClock.realNowMs(), schemaShape(db).columns);
    if (problems.length > 0) throw refused(problems.join('; '));
    const handsLeftOut = leaveOutUnwritableHands(db);
    const demo = demoTeams(db);
    for (const key of MACHINE_SETTINGS) {
      const live = getSetting(core.db, key);
      if (live === undefined) deleteSettings(db, [key]);
      else setSetting(db, key, live);
    }
    const reissuedKeys = takeOverKeys(db, keys, demo, nowIso(core.clock));
    return {
      file,
      demoTeamId: demo.teamId,
      teams: countTeams(db),
      migratedFrom: shape.version,
      unreadableWebhookSecrets: listSealedWebhookSecrets(db).filter((sealed) => !opens(core, sealed)).length,
      reissuedKeys,
      leftOut: [...leftOut(reference, shape), ...handsLeftOut],
    };
  } finally {
    db.close();
  }
}

/** Every table of the reference schema with all its columns: the file must have each. */
function tablesToCopy(reference: SchemaShape, upload: SchemaShape): TableCopy[] {
  const copies: TableCopy[] = [];
  for (const [table, columns] of reference.columns) {
    if (NOT_COPIED.has(table)) continue;
    const theirs = upload.columns.get(table);
    if (!theirs) throw refused(`it lacks the table ${table} (schema ${upload.version} has it)`);
    const missing = columns.filter((column) => !theirs.includes(column));
    if (missing.length > 0) throw refused(`its table ${table} lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    copies.push({ table, columns });
  }
  return copies;
}

/** What the file has beyond this app's schema at its version, or made differently: never imported. */
function leftOut(reference: SchemaShape, upload: SchemaShape): string[] {
  const ours = new Map(reference.objects.map((object) => [`${object.type} ${object.name}`, object.sql]));
  const out: string[] = [];
  for (const object of upload.objects) {
    if (object.type === 'table' && NOT_COPIED.has(object.name)) continue;
    const key = `${object.type} ${object.name}`;
    if (!ours.has(key) || (object.type !== 'table' && ours.get(key) !== object.sql)) out.push(key);
    if (object.type !== 'table' || !ours.has(key)) continue;
    const known = reference.columns.get(object.name) ?? [];
    for (const column of upload.columns.get(object.name) ?? []) if (!known.includes(column)) out.push(`column ${object.name}.${column}`);
  }
  return out;
}

/** The demo partner and demo team the file names, which must be there, of the right kinds. */
function demoTeams(db: Parameters<typeof getSetting>[0]): { partnerTeamId: string; teamId: string } {
  if (!getSetting(db, 'seeded_at')) throw refused('it was never seeded by Inkpost (no seeded_at setting)');
  const partnerTeamId = getSetting(db, 'partner_team_id');
  const teamId = getSetting(db, 'demo_team_id');
  if (!partnerTeamId) throw refused('it lacks the setting partner_team_id (its demo partner team)');
  if (!teamId) throw refused('it lacks the setting demo_team_id (its demo customer team)');
  if (findTeam(db, partnerTeamId)?.kind !== 'partner') throw refused(`its demo partner team (partner_team_id ${partnerTeamId}) is not a partner team in it`);
  if (findTeam(db, teamId)?.kind !== 'customer') throw refused(`its demo team (demo_team_id ${teamId}) is not a customer team in it`);
  return { partnerTeamId, teamId };
}

function opens(core: CoreContext, sealed: string): boolean {
  try {
    core.webhooks.secrets.open(sealed);
    return true;
  } catch {
    return false;
  }
}
