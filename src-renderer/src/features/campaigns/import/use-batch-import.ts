import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportJournal } from '#shared/recipient-import/journal.ts';
import { type RunProgress, runImport } from '#shared/recipient-import/import-run.ts';
import { useApi } from '#renderer/api/clients.ts';

export interface ImportProgress extends RunProgress {
  stopping: boolean;
}

/** The import run (src-shared/recipient-import/import-run.ts) with its journal in localStorage, its progress as state, and Cancel. */
export function useBatchImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  const stop = useRef(false);
  const [progress, setProgress] = useState<ImportProgress | undefined>();
  /** The server's imports this view sent rows to (any other one was started elsewhere, or before the page was left). */
  const mine = useRef(new Set<string>());

  const cancel = () => {
    stop.current = true;
    setProgress((p) => p && { ...p, stopping: true });
  };

  const run = async (journal: ImportJournal, rows: readonly (readonly string[])[], rowsToSend: readonly number[]) => {
    if (!api) throw new Error('Not connected to the local server yet');
    stop.current = false;
    try {
      return await runImport({ api, store: localStorage, journal, rows, rowsToSend, shouldStop: () => stop.current, onProgress: (p) => (mine.current.add(p.importId), setProgress({ ...p, stopping: stop.current })) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['campaignsList'] });
      setProgress(undefined);
    }
  };

  return { run, cancel, progress, mine: mine.current };
}
