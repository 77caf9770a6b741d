/** What identifies a file to resume an import from: name, size, modification time, the sheet read (a workbook's) and a hash of its headers. */
export interface FileFingerprint {
  name: string;
  size: number;
  lastModified: number;
  headerHash: string;
  /** The workbook's sheet the rows came from; absent for a CSV (and in journals written before sheets could be chosen: the first sheet). */
  sheet?: string;
}

/** FNV-1a, 32 bits: a short stable hash of the header row (not a security measure). */
export function hashHeaders(headers: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = headers.join('\u001f');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function fingerprintOf(file: { name: string; size: number; lastModified: number }, headers: readonly string[], sheet?: string): FileFingerprint {
  return { name: file.name, size: file.size, lastModified: file.lastModified, headerHash: hashHeaders(headers), ...(sheet === undefined ? {} : { sheet }) };
}

/** Why a file is not the one an import was started with, or undefined when it is. */
export function fingerprintMismatch(expected: FileFingerprint, actual: FileFingerprint): string | undefined {
  if (expected.name !== actual.name) return `This is ${actual.name}; the import was started with ${expected.name}`;
  if (expected.size !== actual.size || expected.lastModified !== actual.lastModified) return `${actual.name} has changed since the import was started`;
  if (expected.sheet !== undefined && expected.sheet !== actual.sheet) return `This is the sheet “${actual.sheet ?? ''}” of ${actual.name}; the import was started with its sheet “${expected.sheet}”`;
  if (expected.headerHash !== actual.headerHash) return `The columns of ${actual.name} have changed since the import was started`;
  return undefined;
}
