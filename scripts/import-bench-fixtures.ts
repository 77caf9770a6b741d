// What the import benchmarks share (bench-import.ts over the API, bench-import-ui.ts through the
// UI): the generated CSV, Papa Parse's parse of it (the parse floor) and the storage floor.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { createCore } from '#core/wiring/create-core.ts';
import { listPublishedTemplates } from '#core/db/templates-repo.ts';
import { storeRecipients } from '#core/domain/recipients/create-recipients.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { silentLogger } from '#core/base/logger.ts';
import { analyseRows, rowsToSend } from '#shared/recipient-import/analyse.ts';
import { mapRow, toApiRecipient } from '#shared/recipient-import/map-row.ts';
import { proposeMapping } from '#shared/recipient-import/mapping.ts';
import { parseCsv } from '#shared/recipient-import/parse-csv.ts';
import { recipientInputSchema } from '#shared/schemas/recipients.ts';

const STATES = ['IL', 'CA', 'NY', 'TX', 'WA'];

/** Writes a CSV of `total` US recipients with an external ID and a variable each; answers its size in bytes. */
export function generateCsv(path: string, total: number): number {
  const lines = ['First Name,Last Name,Company,Street Address,Unit,City,State,Zip,Country,externalId,Favourite colour'];
  for (let i = 0; i < total; i++) {
    lines.push(`Reader${i},"Bench, Jr",Acme,${i} Elm Street,Apt ${i % 40},Springfield,${STATES[i % STATES.length]},${String(10000 + (i % 89999))},US,crm-${i},${i % 2 ? 'red' : 'blue'}`);
  }
  const text = `${lines.join('\n')}\n`;
  writeFileSync(path, text);
  return Buffer.byteLength(text);
}

/** The parse floor: Papa Parse alone streaming the file, keeping nothing. */
export async function papaParseMs(file: string): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => Papa.parse(createReadStream(file), { chunk: () => undefined, complete: () => resolve(), error: reject }));
  return performance.now() - started;
}

/** Wall-clock and CPU time (this process, user + system) of a stretch of synchronous work. */
export interface Timed {
  ms: number;
  cpuMs: number;
}

/** The CSV's rows as the import would send them: read, mapped as proposed, checked, duplicates skipped. */
export async function rowsAsSent(file: string): Promise<{ rows: string[][]; mapping: ReturnType<typeof proposeMapping>; send: number[] }> {
  const sheet = await parseCsv(createReadStream(file));
  const mapping = proposeMapping(sheet.headers);
  const send = rowsToSend(sheet.rows.length, analyseRows(sheet.rows, mapping, 'skip'), new Set(), 'skip');
  return { rows: sheet.rows, mapping, send };
}

/**
 * The storage floor: what storing the recipients costs at the least. An in-process core
 * on a data folder of its own (render workers off); the recipients, validated beforehand
 * (not timed), stored batch by batch with the server's own code (`storeRecipients`: the
 * rows, their render jobs, the cart), one transaction a batch. No HTTP, no checks against
 * the campaign, no import progress.
 */
export async function storageFloor(file: string, batchSize: number): Promise<Timed> {
  const { rows, mapping, send } = await rowsAsSent(file);
  const floorDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-floor-'));
  const core = createCore({ dataDir: floorDir, workers: false, logger: silentLogger });
  try {
    const [template] = listPublishedTemplates(core.context.db, core.keys.teamId);
    const made = await core.app.request('/api/campaigns', { method: 'POST', headers: { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Floor', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product_id, template_id: template!.template.id }) });
    const campaignId = ((await made.json()) as { id: string }).id;
    const inputs = send.map((row) => recipientInputSchema.parse(toApiRecipient(mapRow(rows[row]!, mapping))));
    const { db } = core.context;
    const campaign = findCampaign(db, core.keys.teamId, campaignId)!;
    const team = findTeam(db, core.keys.teamId)!;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let start = 0; start < inputs.length; start += batchSize) {
      const batch = inputs.slice(start, start + batchSize);
      db.transaction(() => storeRecipients(core.context, { team, campaign, inputs: batch, attachments: [] }))();
    }
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { ms, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    await core.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
}
