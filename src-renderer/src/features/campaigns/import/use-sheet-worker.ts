import { useCallback, useEffect, useRef, useState } from 'react';
import type { Analysis, DuplicateChoice } from '#shared/recipient-import/analyse.ts';
import type { ExistingRecipients } from '#shared/recipient-import/duplicates.ts';
import type { Mapping } from '#shared/recipient-import/mapping.ts';
import type { Sheet, SheetSummary } from '#shared/recipient-import/parse-csv.ts';
import { analysisOf, type CellFix, type FromWorker, type ToWorker } from './worker-protocol.ts';

/** A file read: its rows and, for a workbook, every sheet it has and the one the rows come from. */
export interface ReadSheet extends Sheet {
  sheets?: SheetSummary[];
  sheet?: string;
}

interface Waiting {
  resolve(value: never): void;
  reject(error: Error): void;
}

/**
 * The import's Web Worker as promises: read a file, check its rows. One worker per
 * import panel; a newer check supersedes an older one still running.
 */
export function useSheetWorker() {
  const worker = useRef<Worker | undefined>(undefined);
  const reading = useRef<Waiting | undefined>(undefined);
  const analysing = useRef(new Map<number, Waiting>());
  const nextId = useRef(0);
  const [progress, setProgress] = useState<{ rows: number; bytes: number } | undefined>();

  const ensure = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const created = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'progress') setProgress({ rows: message.rows, bytes: message.bytes });
      else if (message.type === 'sheet') (reading.current?.resolve as (s: ReadSheet) => void)?.({ headers: message.headers, rows: message.rows, sheets: message.sheets, sheet: message.sheet });
      else if (message.type === 'analysis') {
        (analysing.current.get(message.id)?.resolve as ((a: Analysis) => void) | undefined)?.(analysisOf(message));
        analysing.current.delete(message.id);
      } else {
        const error = new Error(message.message);
        reading.current?.reject(error);
        for (const waiting of analysing.current.values()) waiting.reject(error);
        analysing.current.clear();
      }
    };
    worker.current = created;
    return created;
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  /** Reads a file; of a workbook, the sheet named (a resumed import's) if it has it, else the first with rows. */
  const read = useCallback((file: File, sheet?: string) => {
    setProgress(undefined);
    return new Promise<ReadSheet>((resolve, reject) => {
      reading.current = { resolve: resolve as (v: never) => void, reject };
      ensure().postMessage({ type: 'read', file, ...(sheet === undefined ? {} : { sheet }) } satisfies ToWorker);
    });
  }, [ensure]);

  /** Another sheet of the workbook last read. */
  const chooseSheet = useCallback((sheet: string) => {
    return new Promise<ReadSheet>((resolve, reject) => {
      reading.current = { resolve: resolve as (v: never) => void, reject };
      ensure().postMessage({ type: 'choose-sheet', sheet } satisfies ToWorker);
    });
  }, [ensure]);

  const analyse = useCallback((mapping: Mapping, choice: DuplicateChoice, fixes: CellFix[], existing?: ExistingRecipients) => {
    const id = ++nextId.current;
    return new Promise<Analysis>((resolve, reject) => {
      analysing.current.set(id, { resolve: resolve as (v: never) => void, reject });
      ensure().postMessage({ type: 'analyse', id, mapping, choice, fixes, existing } satisfies ToWorker);
    });
  }, [ensure]);

  return { read, chooseSheet, analyse, progress };
}
