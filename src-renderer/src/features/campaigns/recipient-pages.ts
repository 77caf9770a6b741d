import { useQueries, useQuery } from '@tanstack/react-query';
import type { ListedRecipient, RecipientPage } from '#shared/contract/recipient-activity.ts';
import { useApi } from '#renderer/api/clients.ts';
import { type ApiError } from '#renderer/api/queries.ts';
import { campaignRecipients } from '#renderer/api/recipient-activity.ts';

export const PAGE_SIZE = 200;

export interface RecipientFilter {
  status?: ListedRecipient['status'];
  warning?: 'any' | 'none';
  q?: string;
}

/**
 * A campaign's recipients for a virtualised table: the pages that cover the rows
 * in view are fetched (and kept), so 100,000 recipients scroll without loading them all.
 */
export function useRecipientPages(campaignId: string, filter: RecipientFilter, firstRow: number, lastRow: number) {
  const api = useApi();
  const query = (page: number) => ({ params: { campaignId }, query: { ...filter, limit: PAGE_SIZE, offset: page * PAGE_SIZE } });
  const fetchPage = (page: number) => campaignRecipients(api!, query(page));
  const first = useQuery<RecipientPage, ApiError>({ queryKey: ['campaignRecipients', query(0)], queryFn: () => fetchPage(0), enabled: Boolean(api), placeholderData: (previous) => previous });
  const wanted: number[] = [];
  for (let page = Math.floor(firstRow / PAGE_SIZE); page <= Math.floor(lastRow / PAGE_SIZE); page++) if (page > 0) wanted.push(page);
  const more = useQueries({ queries: wanted.map((page) => ({ queryKey: ['campaignRecipients', query(page)], queryFn: () => fetchPage(page), enabled: Boolean(api) && first.isSuccess })) });
  const pages = new Map<number, RecipientPage>();
  if (first.data) pages.set(0, first.data);
  wanted.forEach((page, i) => {
    const data = more[i]?.data;
    if (data) pages.set(page, data);
  });
  return {
    first,
    total: first.data?.total ?? 0,
    rowAt: (index: number): ListedRecipient | undefined => pages.get(Math.floor(index / PAGE_SIZE))?.data[index % PAGE_SIZE],
  };
}
