import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

/** Storage path of a recipient document, as the spec's `src` pattern gives it. */
export function recipientDocumentSrc(teamId: string, campaignId: string, recipientId: string, type: string, ext: 'pdf' | 'png', page?: number): string {
  return `teams/${teamId}/campaigns/${campaignId}/recipients/${recipientId}/${type}${page === undefined ? '' : `-${page}`}.${ext}`;
}

/** Absolute file of a storage path; refuses paths that would leave the storage folder. */
export function storageFile(storageDir: string, src: string): string {
  const file = normalize(join(storageDir, src));
  if (!file.startsWith(storageDir + sep)) throw new Error(`Storage path escapes the storage folder: ${src}`);
  return file;
}

/** Writes a file atomically (temp file + rename), so a crash never leaves half a document. */
export function writeStorageFile(storageDir: string, src: string, bytes: Uint8Array): void {
  const file = storageFile(storageDir, src);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, bytes, { mode: 0o600 }); // owner-only, whatever the umask of an embedding process
  renameSync(temp, file);
}
