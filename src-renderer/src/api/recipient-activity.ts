// The UI's calls of the recipient-activity routes (src-shared/contract/recipient-activity.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook, throwingCall } from './queries.ts';

export const useCampaignQuote = queryHook('campaignQuote');
export const useCampaignSpend = queryHook('campaignSpend');
export const useCampaignTimeline = queryHook('campaignTimeline');
export const useRecipientActivity = queryHook('recipientActivity');
export const useRerenderRecipient = mutationHook('rerenderRecipient');

// A direct call: a campaign's recipients a page at a time (the desk's table, the studio's samples).
export const campaignRecipients = throwingCall('campaignRecipients');
