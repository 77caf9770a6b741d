// The UI's calls of the html-recipients routes (src-shared/contract/html-recipients.ts): the studio's live previews.
import { routeCall } from './route-call.ts';

export const htmlPreview = routeCall('htmlPreview');
