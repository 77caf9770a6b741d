// Runs once before any test file (vitest's globalSetup): the tests that start the built server
// (built-server, start, crash recovery) share one build instead of each rebuilding and clearing
// out/server while another may be reading it.
import { buildServerIfStale } from './build-server.ts';

export default async function setup(): Promise<void> {
  await buildServerIfStale();
}
