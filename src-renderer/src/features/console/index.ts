// What the console gives the rest of the app.
import { alsoStaleOn } from '#renderer/api/server-events.ts';

export { ConsolePage } from './console-page.tsx';
export { ClockStatus } from './clock/clock-status.tsx';

// The console's own routes go stale with the changes they show.
alsoStaleOn('sandbox.changed', 'sandboxTeams', 'faultsList', 'sandboxGetClock', 'sandboxTeamUsage', 'sandboxTeamWebhooks', 'sandboxGetTeamProductKeys', 'sandboxTeamCampaigns', 'requestLogGetSettings');
alsoStaleOn('campaign.changed', 'sandboxTeamCampaigns');
alsoStaleOn('recipient.changed', 'sandboxTeamCampaigns');
alsoStaleOn('webhook.delivery', 'receiverMessages', 'receiversList');
alsoStaleOn('qr.scanned', 'sandboxTeamQrCodes');
alsoStaleOn('request.logged', 'requestLogGetSettings', 'faultsList');
