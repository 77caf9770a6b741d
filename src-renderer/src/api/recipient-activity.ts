// The UI's calls of the recipient-activity routes (src-shared/contract/recipient-activity.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useCampaignQuote = queryHook('campaignQuote');
export const useCampaignSpend = queryHook('campaignSpend');
export const useCampaignTimeline = queryHook('campaignTimeline');
export const useRecipientActivity = queryHook('recipientActivity');
export const useRerenderRecipient = mutationHook('rerenderRecipient');
