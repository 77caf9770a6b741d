// The server's own settings (an Inkpost extension): where it listens, the public URL links carry.
import { serverSettingsPatchSchema } from '../schemas/sandbox.ts';
import { ok } from './define.ts';
import { sandboxRoute } from './sandbox-group.ts';
import { serverSettingsSchema } from './sandbox.ts';

const SETTINGS_EXAMPLE = { port: 4785, preferredPort: 4785, portNotice: null, localUrl: 'http://127.0.0.1:4785', publicUrl: 'http://127.0.0.1:4785', savedPublicUrl: null, publicUrlFromFlag: false, allowPrivateWebhooks: false, htmlRenderer: 'Chromium 156.0: an installed Chrome or Chromium (/usr/bin/chromium)', dataDir: '/home/dana/.config/Inkpost' };

export const sandboxGetSettings = sandboxRoute({ method: 'get', path: '/_sandbox/settings', staleOn: ['sandbox.changed'], summary: 'Server settings', description: 'Where the server listens, the public URL links carry, local webhook receivers, the HTML browser, the data folder.', responses: { 200: ok('The settings', serverSettingsSchema, SETTINGS_EXAMPLE) } });

export const sandboxPatchSettings = sandboxRoute({
  method: 'patch',
  announces: ['sandbox.changed'],
  path: '/_sandbox/settings',
  summary: 'Change server settings',
  description: 'publicUrl: the origin written into tracked QR URLs, signed URLs and hosted page links (an http(s) origin, no path); null clears it. --public-url wins over it.',
  body: { media: 'application/json', schema: serverSettingsPatchSchema, example: { publicUrl: 'https://abc123.tunnel.example.dev' } },
  responses: { 200: ok('The settings', serverSettingsSchema, { ...SETTINGS_EXAMPLE, publicUrl: 'https://abc123.tunnel.example.dev', savedPublicUrl: 'https://abc123.tunnel.example.dev' }), 400: 'Not an http(s) origin.' },
});
