// The UI's calls of the auth routes (src-shared/contract/auth.ts).
import { routeCall } from './route-call.ts';

export const whoami = routeCall('whoami');
