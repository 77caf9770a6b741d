import { useEffect, useState } from 'react';
import { useImportsList, useImportsUpdate } from '#renderer/api/imports.ts';

/**
 * The campaign's newest import as the server has it, and the one this view did not
 * start (the page was left during it, or another view runs it): shown as it stands,
 * with Cancel. `mine` names the imports this view sent rows to.
 */
export function useServerImport(campaignId: string, mine: ReadonlySet<string>) {
  const imports = useImportsList({ params: { campaignId } }, { refetchInterval: (q) => (q.state.data?.data[0]?.status === 'running' ? 5000 : false) });
  const cancel = useImportsUpdate();
  const newest = imports.data?.data[0];
  const [followed, setFollowed] = useState<string>();
  const notMine = newest && !mine.has(newest.id) ? newest : undefined;
  useEffect(() => {
    if (notMine?.status === 'running') setFollowed(notMine.id);
  }, [notMine?.id, notMine?.status]);
  const elsewhere = notMine && (notMine.status === 'running' || notMine.id === followed) ? notMine : undefined;
  return { newest, elsewhere, cancel };
}
