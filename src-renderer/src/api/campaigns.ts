// The UI's calls of the campaigns routes (src-shared/contract/campaigns.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useCampaignsCreate = mutationHook('campaignsCreate');
export const useCampaignsList = queryHook('campaignsList');
