import type { ServerSettings } from '#shared/contract/sandbox.ts';
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { preferredPort } from '#core/policy/port-choice.ts';
import { PUBLIC_URL_RULE, parsePublicUrl, savedPublicUrl, savePublicUrl } from '#core/policy/public-url.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

function settings(core: CoreContext): ServerSettings {
  return {
    port: core.port() ?? null,
    preferredPort: preferredPort(core.db),
    portNotice: core.portNotice ?? null,
    localUrl: core.baseUrl(),
    publicUrl: core.publicUrl(),
    savedPublicUrl: savedPublicUrl(core.db) ?? null,
    publicUrlFromFlag: core.publicUrlFlag !== undefined,
    allowPrivateWebhooks: core.webhooks.allowPrivate,
    htmlRenderer: core.htmlEngine().browser() ?? null,
    dataDir: core.dataDir,
  };
}

/** Server settings of this data directory: where it listens, the public URL links carry, the HTML browser. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxGetSettings', () => ({ status: 200, body: settings(core) }));

  implement(app, core, 'sandboxPatchSettings', ({ body }) => {
    if (body.publicUrl !== undefined) {
      const origin = body.publicUrl === null || body.publicUrl.trim() === '' ? null : parsePublicUrl(body.publicUrl);
      if (origin === undefined) throw new HttpError(400, MESSAGES.validation, issueTree([{ path: ['publicUrl'], message: PUBLIC_URL_RULE }]));
      savePublicUrl(core.db, origin);
    }
    return { status: 200, body: settings(core) };
  });
}
