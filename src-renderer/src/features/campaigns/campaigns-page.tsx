import './campaigns.css';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CAMPAIGN_FREQUENCIES, CAMPAIGN_STATUSES } from '#shared/schemas/campaigns.ts';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { Select, type SelectOption } from '#renderer/ui/select.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { type Segment, Segmented } from '#renderer/ui/segmented.tsx';
import { CampaignList } from './campaign-list.tsx';
import { CartPanel } from './cart-panel.tsx';
import { CampaignPanel } from './campaign-panel.tsx';
import { CAMPAIGN_STATUS_WORDS, FREQUENCY_WORDS } from '#renderer/ui/enum-words.ts';
import { NewCampaignDialog } from './new-campaign-dialog.tsx';
import { useCampaignsList } from '#renderer/api/campaigns.ts';

type Status = (typeof CAMPAIGN_STATUSES)[number];
type Frequency = (typeof CAMPAIGN_FREQUENCIES)[number];

const STATUS_OPTIONS: SelectOption<Status | ''>[] = [{ id: '', label: 'Any status' }, ...CAMPAIGN_STATUSES.filter((s) => s !== 'deleted').map((s) => ({ id: s, label: CAMPAIGN_STATUS_WORDS[s] ?? s }))];
const FREQUENCY_OPTIONS: SelectOption<Frequency | ''>[] = [{ id: '', label: 'Any frequency' }, ...CAMPAIGN_FREQUENCIES.map((f) => ({ id: f, label: FREQUENCY_WORDS[f] ?? f }))];
const VIEWS: Segment<'campaigns' | 'cart'>[] = [
  { value: 'campaigns', label: 'Campaigns', testId: 'view-campaigns' },
  { value: 'cart', label: 'Cart', testId: 'view-cart' },
];

/** Campaigns: the list with the API's filters and a search, a new-campaign wizard, and the selected campaign's recipients and checkout. */
export function CampaignsPage() {
  const [status, setStatus] = useState<Status | ''>('');
  const [frequency, setFrequency] = useState<Frequency | ''>('');
  const [search, setSearch] = useState('');
  // The studio's "Create a campaign" after publishing opens the dialog on the new template.
  const startTemplate = new URLSearchParams(useSearch()).get('new-campaign-template') ?? undefined;
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(startTemplate !== undefined);
  const [selected, setSelected] = useState<string | undefined>();
  const [duplicating, setDuplicating] = useState<Campaign | undefined>();
  const [view, setView] = useState<'campaigns' | 'cart'>('campaigns');
  const query = { ...(status ? { status } : {}), ...(frequency ? { frequency } : {}) };
  const campaigns = useCampaignsList(Object.keys(query).length ? { query } : {}, { placeholderData: (previous) => previous });
  const shown = (campaigns.data ?? []).filter((c) => c.name.toLowerCase().includes(search.trim().toLowerCase()));
  const current = campaigns.data?.find((c) => c.id === selected) ?? shown[0];
  const filtered = Boolean(status || frequency || search.trim());

  return (
    <div className="page page--wide">
      <PageHeader title="Campaigns" subtitle="Mail a design to a list of recipients: import them, check the proofs, check out.">
        {view === 'campaigns' && (
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)} data-testid="campaigns-new">
            <Plus size={15} aria-hidden /> New campaign
          </button>
        )}
      </PageHeader>
      <div className="filters">
        <Segmented label="View" segments={VIEWS} value={view} onChange={setView} />
        {view === 'campaigns' && (
          <>
            <label className="search">
              <Search size={15} aria-hidden />
              <input type="search" placeholder="Search campaigns" aria-label="Search campaigns" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="campaigns-search" />
            </label>
            <Select label="Status" labelHidden options={STATUS_OPTIONS} value={status} onChange={setStatus} testId="campaigns-status" className="campaigns__filter" />
            <Select label="Frequency" labelHidden options={FREQUENCY_OPTIONS} value={frequency} onChange={setFrequency} testId="campaigns-frequency" className="campaigns__filter" />
          </>
        )}
      </div>
      {view === 'cart' ? (
        <CartPanel />
      ) : campaigns.isError ? (
        <ErrorState title="Campaigns could not be loaded" message={campaigns.error.message} onRetry={() => void campaigns.refetch()} />
      ) : !campaigns.data ? (
        <Loading label="Loading campaigns" />
      ) : shown.length === 0 ? (
        filtered ? (
          <EmptyState title="No campaign matches" testId="campaigns-no-match">
            Change the filters or the search.
          </EmptyState>
        ) : (
          <EmptyState
            title="No campaigns yet"
            testId="campaigns-empty"
            action={
              <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
                <Plus size={15} aria-hidden /> Create a campaign
              </button>
            }
          >
            A campaign mails one design to a list of recipients. Publish a design as a template in the studio, then create a campaign with it.
          </EmptyState>
        )
      ) : (
        <div className="stack">
          <section className="card card--flush">
            <CampaignList campaigns={shown} selected={current?.id} onSelect={setSelected} />
          </section>
          {current && <CampaignPanel key={current.id} campaign={current} onDuplicate={() => setDuplicating(current)} />}
        </div>
      )}
      {creating && (
        <NewCampaignDialog
          templateId={startTemplate}
          onClose={() => (setCreating(false), startTemplate && navigate('/campaigns', { replace: true }))}
          onCreated={(id) => (setCreating(false), setSelected(id), startTemplate && navigate('/campaigns', { replace: true }))}
        />
      )}
      {duplicating && <NewCampaignDialog from={duplicating} onClose={() => setDuplicating(undefined)} onCreated={(id) => (setDuplicating(undefined), setSelected(id))} />}
    </div>
  );
}
