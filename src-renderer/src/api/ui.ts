// The UI's calls of the ui routes (src-shared/contract/ui.ts): a browser's sign-in (browser-session.ts).
import { routeCall } from './route-call.ts';

export const uiSession = routeCall('uiSession');
export const uiBootstrap = routeCall('uiBootstrap');
