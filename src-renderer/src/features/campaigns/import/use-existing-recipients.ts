import { useRef, useState } from 'react';
import type { ExistingRecipients } from '#shared/recipient-import/duplicates.ts';
import { loadExistingRecipients } from '#shared/recipient-import/existing.ts';
import { useApi } from '#renderer/api/clients.ts';

/**
 * The campaign's recipients as duplicate keys, read once per check of a file (none to
 * read in an empty campaign), and read again after a run stored rows.
 */
export function useExistingRecipients(campaignId: string, campaignTotal: number) {
  const api = useApi();
  const existing = useRef<ExistingRecipients | undefined>(undefined);
  const [reading, setReading] = useState<{ read: number; total: number } | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  const load = async (): Promise<ExistingRecipients | undefined> => {
    if (existing.current || failed || !api) return existing.current;
    if (campaignTotal === 0) {
      existing.current = { externalIds: new Set(), nameAddresses: new Set() };
      return existing.current;
    }
    try {
      existing.current = await loadExistingRecipients(api, campaignId, (read, total) => setReading({ read, total }));
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setReading(undefined);
    }
    return existing.current;
  };

  /** The campaign changed (rows were stored): the next check reads its recipients again. */
  const forget = () => {
    existing.current = undefined;
    setFailed(undefined);
  };

  return { load, forget, reading, failed, current: () => existing.current };
}
