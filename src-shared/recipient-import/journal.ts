import type { DuplicateChoice } from './analyse.ts';
import { DEFAULT_BATCH_SIZE } from './batches.ts';
import { type FileFingerprint, fingerprintMismatch } from './fingerprint.ts';
import type { Mapping } from './mapping.ts';

/**
 * An import's state, saved after every batch so that an import cut short by
 * closing the app can be resumed with the same file. Rows go in file order, so
 * "every row to send up to row N is stored" is the whole progress: the rows still
 * to send are recomputed from the file, the mapping, the fixes and the left-out
 * rows (all here), keeping only those after N. Fixing a row after a refusal
 * therefore never re-sends what was stored.
 */
export interface ImportJournal {
  version: 1;
  campaignId: string;
  fingerprint: FileFingerprint;
  mapping: Mapping;
  /** Cells fixed in place: row index -> column index -> value. */
  fixes: Record<number, Record<number, string>>;
  excluded: number[];
  choice: DuplicateChoice;
  batchSize: number;
  /** Rows the server's import stored so far, and the last of them (-1 before the first batch), as it last said. */
  rowsSent: number;
  sentThroughRow: number;
  updatedAt: string;
}

/** The storage the journal lives in (localStorage in the app, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const journalKey = (campaignId: string) => `inkpost.import.${campaignId}`;

export function loadJournal(store: KeyValueStore, campaignId: string): ImportJournal | undefined {
  try {
    const value = JSON.parse(store.getItem(journalKey(campaignId)) ?? 'null') as ImportJournal | null;
    return value?.version === 1 && value.campaignId === campaignId ? value : undefined;
  } catch {
    return undefined;
  }
}

export const saveJournal = (store: KeyValueStore, journal: ImportJournal) => store.setItem(journalKey(journal.campaignId), JSON.stringify(journal));
export const clearJournal = (store: KeyValueStore, campaignId: string) => store.removeItem(journalKey(campaignId));

/** The rows still to send: those after the last stored one. */
export const remainingRows = (rowsToSend: readonly number[], journal: Pick<ImportJournal, 'sentThroughRow'>) => rowsToSend.filter((row) => row > journal.sentThroughRow);

/** What an import (or its continuation) starts from: the choices made now, over the progress of `previous` when it is of the same file. */
export function startingJournal(
  previous: ImportJournal | undefined,
  now: Pick<ImportJournal, 'campaignId' | 'fingerprint' | 'mapping' | 'fixes' | 'excluded' | 'choice' | 'updatedAt'>,
): ImportJournal {
  // The journal goes on only for the file it was started with; another file starts afresh (and replaces it).
  const same = previous && fingerprintMismatch(previous.fingerprint, now.fingerprint) === undefined ? previous : undefined;
  const base: ImportJournal = same ?? { version: 1, ...now, batchSize: DEFAULT_BATCH_SIZE, rowsSent: 0, sentThroughRow: -1 };
  return { ...base, mapping: now.mapping, fixes: now.fixes, excluded: now.excluded, choice: now.choice, updatedAt: now.updatedAt };
}

/** The journal's fixed cells as [row, column, value], in its order. */
export function journalFixList(journal: Pick<ImportJournal, 'fixes'>): [number, number, string][] {
  return Object.entries(journal.fixes).flatMap(([row, cells]) => Object.entries(cells).map(([column, value]): [number, number, string] => [Number(row), Number(column), value]));
}
