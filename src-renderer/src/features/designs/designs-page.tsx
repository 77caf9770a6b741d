import './designs.css';
import { Palette, Plus, Search, Upload } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { Button } from '#renderer/ui/button.tsx';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { BrandKitDialog } from './brand-kit-dialog.tsx';
import { DesignCard } from './design-card.tsx';
import { NewDesignDialog } from './new-design-dialog.tsx';
import { StarterGallery } from './starter-gallery.tsx';
import { designsExport, useDesignsImport, useDesignsList } from '#renderer/api/designs.ts';
import { useBrandKitGet } from '#renderer/api/studio-extras.ts';

/** The design library: every design of the team, newest change first, with its front as the renderer draws it. */
export function DesignsPage() {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [editingKit, setEditingKit] = useState(false);
  const designs = useDesignsList(query.trim() ? { query: { q: query.trim() } } : {}, { placeholderData: (previous) => previous });
  const api = useApi();
  const importDesign = useDesignsImport();
  const toast = useToasts((s) => s.show);
  const kit = useBrandKitGet();
  const hasBrandKit = Boolean(kit.data && (kit.data.logo || kit.data.colours.length > 0 || kit.data.heading_font || kit.data.body_font));

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
        <Button onPress={() => setEditingKit(true)} disabledReason={kit.data ? undefined : kit.isError ? `The brand kit could not be loaded: ${kit.error.message}` : 'Loading the brand kit…'} data-testid="designs-brand-kit">
          <Palette size={15} aria-hidden /> Brand kit
        </Button>
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
          <div className="stack">
            <EmptyState
              title="Start from a starter"
              testId="designs-empty"
              compact
              action={
                <Button onPress={() => setCreating(true)} disabledReason={api ? undefined : 'Connecting to the local server…'}>
                  <Plus size={15} aria-hidden /> Start blank
                </Button>
              }
            >
              Pick a design made for the occasion below, then make it yours: your words, your brand, a handwritten note for each recipient. Publish it as a template for campaigns.
            </EmptyState>
            <StarterGallery hasBrandKit={hasBrandKit} />
          </div>
        )
      ) : (
        <ul className="design-grid" data-testid="design-grid">
          {designs.data.map((design) => (
            <DesignCard key={design.id} design={design} onChanged={() => void designs.refetch()} exportFile={async () => designsExport(api!, { params: { designId: design.id } })} />
          ))}
        </ul>
      )}
      {editingKit && kit.data && <BrandKitDialog kit={kit.data} onClose={() => setEditingKit(false)} />}
      {creating && <NewDesignDialog hasBrandKit={hasBrandKit} onClose={() => setCreating(false)} />}
    </div>
  );
}
