// Playwright's global setup: renders Inkpost's starter gallery once, on a server of its own, and keeps the rendered
// thumbnails. Every spec's server then starts with them in its storage, as a user's data folder has them after the
// first day. Without this each spec's first view (Designs, with the gallery) made its fresh server start Chromium and
// render 13 cards while the spec went on, which on a busy machine held its other requests for seconds.
// The rendering itself is still checked: here (a failed render fails the run) and by the unit tests.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeadlessServer } from './headless-server.ts';
import { WARM_STARTERS_ENV } from './warm-starters-seed.ts';

/** Returns the teardown Playwright runs at the end: the kept thumbnails go. */
export default async function warmStarters(): Promise<() => void> {
  const server = await startHeadlessServer();
  try {
    const headers = { 'X-API-Key': server.keys.customerKey };
    const starters = (await (await fetch(`${server.baseUrl}/api/starters`, { headers })).json()) as { id: string; source: string }[];
    // All asked for at once: the server's browser draws them on as many pages as it keeps, side by side.
    await Promise.all(
      starters
        .filter((s) => s.source === 'inkpost')
        .map(async (starter) => {
          const response = await fetch(`${server.baseUrl}/api/starters/${starter.id}/thumbnail`, { headers });
          if (!response.ok) throw new Error(`The starter ${starter.id} did not render: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
        }),
    );
    const kept = mkdtempSync(join(tmpdir(), 'inkpost-e2e-starters-'));
    cpSync(join(server.dataDir, 'storage', 'starters'), kept, { recursive: true });
    process.env[WARM_STARTERS_ENV] = kept; // the workers inherit it
    return () => rmSync(kept, { recursive: true, force: true });
  } finally {
    await server.stop();
  }
}
