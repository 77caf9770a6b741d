import './designs.css';
import { Plus, Search, Upload } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { callOrThrow, useApiMutation, useApiQuery } from '#renderer/api/queries.ts';
import { Button } from '#renderer/ui/button.tsx';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { DesignCard } from './design-card.tsx';
import { NewDesignDialog } from './new-design-dialog.tsx';

/** The design library: every design of the team, newest change first, with its front as the renderer draws it. */
export function DesignsPage() {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const designs = useApiQuery('designsList', query.trim() ? { query: { q: query.trim() } } : {}, { placeholderData: (previous) => previous });
  const api = useApi();
  const importDesign = useApiMutation('designsImport', { invalidates: ['designsList'] });
  const toast = useToasts((s) => s.show);

  const onImport = async (file: File | undefined) => {
    if (!file || !api) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return toast(`${file.name} is not a design file (not JSON)`, 'error');
    }
    importDesign.mutate({ body: parsed as never }, { onSuccess: (d) => toast(`Imported “${d.name}”`), onError: (e) => toast(`${file.name} could not be imported: ${e.message}`, 'error') });
  };

  return (
    <div className="page page--wide" data-testid="designs-page">
      <PageHeader title="Designs" subtitle="Postcards, cards and letters: lay out both sides, personalise with merge fields and proof them per recipient.">
        <label className="search">
          <Search size={15} aria-hidden />
          <input type="search" placeholder="Search designs" aria-label="Search designs" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="designs-search" />
        </label>
        <FileButton accept={['.json', 'application/json']} acceptWords="an Inkpost design file (.inkpost-design.json)" onFiles={([file]) => void onImport(file)} onRefused={(reason) => toast(reason, 'error')} disabledReason={api ? undefined : 'Connecting to the local server…'} testId="designs-import-file" buttonTestId="designs-import">
          <Upload size={15} aria-hidden /> Import
        </FileButton>
        <Button variant="primary" onPress={() => setCreating(true)} disabledReason={api ? undefined : 'Connecting to the local server…'} data-testid="designs-new">
          <Plus size={15} aria-hidden /> New design
        </Button>
      </PageHeader>
      {designs.isError ? (
        <ErrorState title="Designs could not be loaded" message={designs.error.message} onRetry={() => void designs.refetch()} />
      ) : !designs.data ? (
        <Loading label="Loading designs" rows={2} height={180} />
      ) : designs.data.length === 0 ? (
        query.trim() ? (
          <EmptyState title="No design matches" testId="designs-no-match">
            No design's name contains “{query.trim()}”.
          </EmptyState>
        ) : (
          <EmptyState
            title="No designs yet"
            testId="designs-empty"
            action={
              <Button variant="primary" onPress={() => setCreating(true)} disabledReason={api ? undefined : 'Connecting to the local server…'}>
                <Plus size={15} aria-hidden /> Create your first design
              </Button>
            }
          >
            A design is a card's front and back. Start from a product's layout, then make it yours; publish it as a template for campaigns.
          </EmptyState>
        )
      ) : (
        <ul className="design-grid" data-testid="design-grid">
          {designs.data.map((design) => (
            <DesignCard key={design.id} design={design} onChanged={() => void designs.refetch()} exportFile={async () => callOrThrow(api!, 'designsExport', { params: { designId: design.id } })} />
          ))}
        </ul>
      )}
      {creating && <NewDesignDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
