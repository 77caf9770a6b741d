import type { Db } from '../db/connection.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';

/** The port Inkpost listens on unless told otherwise, so that base URLs and printed links survive a restart. */
export const DEFAULT_PORT = 4785;
export const PORT_SETTING = 'port';

/** The port this data directory used last (a remembered --port), else the default. */
export function preferredPort(db: Db): number {
  const remembered = Number(getSetting(db, PORT_SETTING));
  return Number.isInteger(remembered) && remembered > 0 && remembered <= 65535 ? remembered : DEFAULT_PORT;
}

/** Remembers a port that was asked for and bound (never 0, never a fallback port). */
export function rememberPort(db: Db, port: number): void {
  if (port > 0) setSetting(db, PORT_SETTING, String(port));
}

/** What the start-up line adds when the usual port was taken. */
export function fallbackNotice(wanted: number): string {
  return `port ${wanted} is in use, so this run listens on a free port; links issued now carry it`;
}
