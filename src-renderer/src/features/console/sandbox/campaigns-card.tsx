import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { PlainTableHead, TableScroll } from '#renderer/ui/table.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { CAMPAIGN_STATUS_WORDS, FREQUENCY_WORDS, wordsOf } from '#renderer/ui/enum-words.ts';
import { formatNumber } from '#renderer/ui/format.ts';
import { useSandboxAdvanceCampaign, useSandboxPatchCampaign } from '#renderer/api/sandbox.ts';
import { useSandboxTeamCampaigns } from '#renderer/api/sandbox-inspect.ts';

/** The team's campaigns: testing mode, a held activation, and fulfilment moved one step at a time. */
export function CampaignsCard({ teamId }: { teamId: string }) {
  const show = useToasts((state) => state.show);
  const campaigns = useSandboxTeamCampaigns({ params: { teamId } }, { admin: true });
  const patch = useSandboxPatchCampaign();
  const advance = useSandboxAdvanceCampaign();
  let body;
  if (campaigns.error) body = <ErrorState message={campaigns.error.message} onRetry={() => void campaigns.refetch()} />;
  else if (!campaigns.data) body = <Loading label="Loading campaigns" rows={2} />;
  else if (campaigns.data.length === 0) body = <EmptyState title="No campaigns" testId="sandbox-campaigns-empty">Create one with POST /api/campaigns, or seed one in State.</EmptyState>;
  else
    body = (
      <TableScroll maxHeight="420px" label="Campaigns">
      <table className="table" data-testid="sandbox-campaigns">
        <PlainTableHead columns={['Campaign', 'Recipients', 'Testing', 'Activation held', 'Fulfilment']} />
        <tbody>
          {campaigns.data.map((campaign) => {
            const m = campaign.metrics;
            const movable = m.ready + m.printing + m.shipped;
            return (
              <tr key={campaign.campaignId}>
                <td>
                  {campaign.hidden ? 'HTML recipients' : campaign.name}
                  <div className="hint">
                    {FREQUENCY_WORDS[campaign.frequency]} · {wordsOf(CAMPAIGN_STATUS_WORDS, campaign.status)}
                  </div>
                </td>
                <td className="hint">
                  {m.total === 0 ? 'No recipients yet' : `${formatNumber(m.total)} in all: ${formatNumber(m.pending)} pending, ${formatNumber(m.ready)} ready, ${formatNumber(m.printing)} printing, ${formatNumber(m.shipped)} shipped, ${formatNumber(m.delivered)} delivered`}
                </td>
                <td>
                  <input type="checkbox" aria-label={`Testing mode of ${campaign.name}`} checked={campaign.testing} onChange={(e) => patch.mutate({ params: { campaignId: campaign.campaignId }, body: { testing: e.target.checked } })} />
                </td>
                <td>
                  <input type="checkbox" aria-label={`Hold the activation of ${campaign.name}`} checked={campaign.activationInProgress} onChange={(e) => patch.mutate({ params: { campaignId: campaign.campaignId }, body: { activationInProgress: e.target.checked } })} />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={movable === 0 || advance.isPending}
                    title={movable === 0 ? 'No paid recipient to move: ready, printing or shipped ones move a step' : 'ready → printing → shipped → delivered'}
                    onClick={() => advance.mutate({ params: { campaignId: campaign.campaignId } }, { onSuccess: () => show(`${campaign.name}: recipients moved one step`), onError: (error) => show(error.message, 'error') })}
                    data-testid="advance-fulfilment"
                  >
                    Move one step
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </TableScroll>
    );
  return (
    <section className="card" style={{ gridColumn: '1 / -1' }}>
      <h2>Campaigns and fulfilment</h2>
      {body}
    </section>
  );
}
