import { useQueryClient } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';
import type { ImportJournal } from '#shared/recipient-import/journal.ts';
import { type RunProgress, runImport } from '#shared/recipient-import/import-run.ts';
import { useApi } from '#renderer/api/clients.ts';

export interface ImportProgress extends RunProgress {
  stopping: boolean;
}

/**
 * The run's progress, held outside React state: each stored batch re-renders only what
 * reads it (the progress bar, useImportProgress), not the check step of 100,000 rows
 * around it, which re-rendered (filters, counts, the grid) a hundred times an import.
 */
export interface ProgressSource {
  get(): ImportProgress | undefined;
  subscribe(listener: () => void): () => void;
}

function progressSource() {
  let value: ImportProgress | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: ImportProgress | undefined) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The progress of a run, re-rendering the component that reads it at each batch. */
export function useImportProgress(source: ProgressSource): ImportProgress | undefined {
  return useSyncExternalStore(source.subscribe, source.get);
}

/** The import run (src-shared/recipient-import/import-run.ts) with its journal in localStorage, its progress as a source to follow, and Cancel. */
export function useBatchImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  const stop = useRef(false);
  const progress = useRef(progressSource()).current;
  /** The server's imports this view sent rows to (any other one was started elsewhere, or before the page was left). */
  const mine = useRef(new Set<string>());

  const cancel = () => {
    stop.current = true;
    const now = progress.get();
    if (now) progress.set({ ...now, stopping: true });
  };

  const run = async (journal: ImportJournal, rows: readonly (readonly string[])[], rowsToSend: readonly number[]) => {
    if (!api) throw new Error('Not connected to the local server yet');
    stop.current = false;
    try {
      return await runImport({ api, store: localStorage, journal, rows, rowsToSend, shouldStop: () => stop.current, onProgress: (p) => (mine.current.add(p.importId), progress.set({ ...p, stopping: stop.current })) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['campaignsList'] });
      progress.set(undefined);
    }
  };

  return { run, cancel, progress: progress as ProgressSource, mine: mine.current };
}
