import { useEffect, useState } from 'react';
import type { Campaign } from '../../../../src-shared/contract/campaigns.ts';
import { type CsvImport, importRecipientsCsv } from '../../../../src-shared/recipient-csv.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useApi } from '../../api/clients.ts';
import { openExternal } from '../../bridge.ts';
import { CsvPreview } from './csv-preview.tsx';

/** Campaigns: import recipients from a CSV, then check out in the system browser. */
export function CampaignsPage() {
  const api = useApi();
  const [campaigns, setCampaigns] = useState<Campaign[]>([]);
  const [selected, setSelected] = useState<string>('');
  const [csv, setCsv] = useState<CsvImport | undefined>();
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();

  const refresh = async () => {
    if (!api) return;
    const result = await api.call('campaignsList');
    if (result.ok) {
      const list = result.body;
      setCampaigns(list);
      setSelected((current) => current || (list[0]?.id ?? ''));
    }
  };
  // Reload when the connection (and so the client) changes.
  useEffect(() => {
    void refresh();
  }, [api]);

  const campaign = campaigns.find((c) => c.id === selected);
  const importable = csv?.rows.filter((row) => row.errors.length === 0) ?? [];

  const importRows = async () => {
    if (!api || !campaign || importable.length === 0) return;
    const data = importable.map(({ recipient: r }) => ({ ...(r.title ? { title: r.title } : {}), firstName: r.firstName, lastName: r.lastName, ...(r.company ? { company: r.company } : {}), address: r.address, variables: r.variables }));
    const result = await api.call('createRecipients', { body: { campaignId: campaign.id, data } });
    if (result.ok) {
      setMessage({ text: `Imported ${result.body.length} recipients into ${campaign.name}.`, error: false });
      setCsv(undefined);
      await refresh();
    } else {
      setMessage({ text: `Import failed: ${result.body.message}`, error: true });
    }
  };

  const checkout = async () => {
    if (!api || !campaign) return;
    const result = await api.call('checkout', { body: { campaignId: campaign.id } });
    if (!result.ok) return setMessage({ text: `Checkout: ${result.body.message}`, error: true });
    const answer = result.body;
    if (!('status' in answer)) return;
    if (answer.status === 'payment_succeeded') {
      setMessage({ text: 'Paid with the card on file. The invoice opens in your browser.', error: false });
      await openExternal(answer.invoiceUrl);
    } else {
      setMessage({ text: 'Checkout opened in your browser; come back here once it is paid.', error: false });
      await openExternal(answer.checkoutUrl);
    }
    await refresh();
  };

  return (
    <div className="page">
      <PageHeader title="Campaigns" subtitle="Import recipients from a CSV and check out." />
      <section className="card">
      {campaigns.length === 0 ? (
        <p>No campaigns yet. Create one with POST /api/campaigns.</p>
      ) : (
        <>
          <div className="form-row">
            <label>
              Campaign
              <select value={selected} onChange={(e) => setSelected(e.target.value)} data-testid="campaign-select">
                {campaigns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.frequency}, {c.status})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Recipients CSV
              <input type="file" accept=".csv,text/csv" data-testid="csv-file" onChange={(e) => void e.target.files?.[0]?.text().then((text) => setCsv(importRecipientsCsv(text)))} />
            </label>
          </div>
          {campaign && (
            <p className="metrics" data-testid="campaign-metrics">
              {campaign.metrics.total} recipients: {campaign.metrics.pending} pending, {campaign.metrics.ready} ready, {campaign.metrics.delivered} delivered
            </p>
          )}
          {csv && (
            <>
              <CsvPreview csv={csv} />
              <button type="button" className="btn btn--primary" onClick={() => void importRows()} disabled={importable.length === 0} data-testid="import-recipients">
                Import {importable.length} of {csv.rows.length} recipients
              </button>
            </>
          )}
          <div className="check">
            <button type="button" className="btn" onClick={() => void checkout()} disabled={!campaign || campaign.frequency !== 'oneTime'} data-testid="checkout">
              Check out
            </button>
            {message && <span className={message.error ? 'error' : 'ok'} data-testid="campaign-message">{message.text}</span>}
          </div>
        </>
      )}
      </section>
    </div>
  );
}
