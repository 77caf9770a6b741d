import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import type { Design } from '#shared/contract/designs.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { Studio } from './studio.tsx';
import { useStudio } from './studio-store.ts';
import { useDesignsGet } from '#renderer/api/designs.ts';

/** /designs/:id — loads the design once, then the studio owns its sides until it is left. */
export function StudioPage() {
  const { designId = '' } = useParams<{ designId: string }>();
  const design = useDesignsGet({ params: { designId } }, { staleTime: Infinity });
  const openId = useStudio((s) => s.designId);
  const open = useStudio((s) => s.open);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (design.data && openId !== design.data.id) open(design.data);
  }, [design.data, openId, open]);
  // The next visit loads what was saved, not this visit's first copy.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ['designsGet'] }), [queryClient]);

  if (design.isError) {
    return (
      <div className="page">
        <PageHeader title="Design" />
        <ErrorState
          title={design.error.status === 404 ? 'This design does not exist' : 'The design could not be loaded'}
          message={design.error.status === 404 ? 'It may have been deleted.' : design.error.message}
          {...(design.error.status === 404 ? {} : { onRetry: () => void design.refetch() })}
        />
        <p className="row" style={{ justifyContent: 'center' }}>
          <Link href="/designs">Back to the designs</Link>
        </p>
      </div>
    );
  }
  if (!design.data || openId !== design.data.id) {
    return (
      <div className="page page--wide">
        <Loading label="Opening the design" rows={1} height={420} />
      </div>
    );
  }
  return <Studio design={design.data as Design} onMeta={() => void design.refetch()} />;
}
