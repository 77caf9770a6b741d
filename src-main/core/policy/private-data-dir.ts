import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only modes: the data folder holds the database (URL-signing and webhook secrets), keys.json and the documents. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Restricts what this process creates to its owner (files 0600, folders 0700).
 * The entries (serve.ts, the Electron main) call it at start; it is process-wide,
 * so it is not done by createCore, which tests and tools embed.
 */
export function restrictFileCreation(): void {
  process.umask(0o077);
}

/**
 * Creates the data folder and its storage/ folder owner-only, or brings those of
 * an existing install to 0700. Files deeper in storage/ are out of reach once
 * storage/ is 0700 (new ones are written 0600 anyway).
 * Windows has no such modes; chmod there only touches the read-only flag.
 */
export function preparePrivateDataDir(dataDir: string, storageDir: string): void {
  for (const dir of [dataDir, storageDir]) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(dir, PRIVATE_DIR_MODE);
  }
}

/** Every file directly in the data folder (the SQLite file with its -wal and -shm, keys.json, the secrets key) becomes 0600; run once they exist. */
export function restrictDataFiles(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    const file = join(dataDir, name);
    if (existsSync(file) && statSync(file).isFile()) chmodSync(file, PRIVATE_FILE_MODE);
  }
}
