import type { Hono } from 'hono';
import type { ServerSettings } from '../../../../src-shared/api-types.ts';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { issueTree } from '../../../../src-shared/issue-tree.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { serverSettingsPatchSchema } from '../../../../src-shared/schemas/sandbox.ts';
import type { CoreContext } from '../../context.ts';
import { preferredPort } from '../../port-choice.ts';
import { PUBLIC_URL_RULE, parsePublicUrl, savedPublicUrl, savePublicUrl } from '../../public-url.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

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
    htmlRenderer: core.htmlRenderer().browser() ?? null,
    dataDir: core.dataDir,
  };
}

/** Server settings of this data directory: where it listens, the public URL links carry, the HTML browser. */
export function registerSandboxSettingsRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.sandboxGetSettings.path, requireAdmin(core), (c) => c.json(settings(core)));

  app.patch(ROUTES.sandboxPatchSettings.path, requireAdmin(core), async (c) => {
    const patch = await readBody(c, serverSettingsPatchSchema);
    if (patch.publicUrl !== undefined) {
      const origin = patch.publicUrl === null || patch.publicUrl.trim() === '' ? null : parsePublicUrl(patch.publicUrl);
      if (origin === undefined) throw new HttpError(400, MESSAGES.validation, issueTree([{ path: ['publicUrl'], message: PUBLIC_URL_RULE }]));
      savePublicUrl(core.db, origin);
    }
    return c.json(settings(core));
  });
}
