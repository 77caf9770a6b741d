// The flags the `inkpost` command knows, for --help and for naming the nearest valid flag.
// The server's own flags come from the server's table (serve-args.ts); the command adds the ones
// it handles itself before the server starts.
import { distance } from 'fastest-levenshtein';

export interface FlagSpec {
  /** Without the dashes: 'port'. */
  name: string;
  /** What follows the flag ('<n>'), or undefined for a switch. */
  value?: string;
  /** The environment variable that sets it when the flag is absent. */
  env?: string;
  help: string;
}

/** Handled by the command: --open watches the server's output, --chromium becomes INKPOST_CHROMIUM. */
export const COMMAND_FLAGS: readonly FlagSpec[] = [
  { name: 'open', env: 'INKPOST_OPEN', help: "Open the UI's one-time link in the system browser" },
  { name: 'chromium', value: '<path>', env: 'INKPOST_CHROMIUM', help: 'Chrome or Chromium executable that renders HTML (default: the first found: see the README)' },
];

export const GENERAL_FLAGS: readonly FlagSpec[] = [
  { name: 'help', help: 'Show this help' },
  { name: 'version', help: "Show the package's version" },
];

/** The candidate nearest to what was typed (the first of equals, so the table's order breaks ties). */
export function nearest(typed: string, candidates: readonly string[]): string {
  let best = candidates[0]!;
  for (const candidate of candidates) if (distance(typed, candidate) < distance(typed, best)) best = candidate;
  return best;
}
