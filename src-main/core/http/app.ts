import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { methodsForPath } from '#shared/contract/index.ts';
import type { CoreContext } from '../context.ts';
import type { DemoKeys } from '../domain/keys-file.ts';
import type { AppEnv, ContractApp } from './env.ts';
import { DomainError } from '../error-kinds.ts';
import { domainErrorResponse } from './domain-errors.ts';
import { errorResponse, HttpError } from './errors.ts';
import { closeAfterUnreadBody } from './body/unread-body.ts';
import { hostGuard, originGuard } from './origin-guards.ts';
import { rawPathGuard } from './raw-path-guard.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { accessLogMiddleware, type AccessLogOptions } from './access-log.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerBillingSetupRoutes } from './routes/billing-setup-routes.ts';
import { registerCampaignRoutes } from './routes/campaign-routes.ts';
import { registerGeneratePngRoutes } from './routes/generate-png-routes.ts';
import { registerHandRoutes } from './routes/hand-routes.ts';
import { registerFontRoutes } from './routes/font-routes.ts';

import { registerHandSheetRoutes } from './routes/hand-sheet-routes.ts';
import { registerGenerateSvgRoutes } from './routes/generate-svg-routes.ts';
import { registerRecipientRoutes } from './routes/recipient-routes.ts';
import { registerImportRoutes } from './routes/import-routes.ts';
import { registerFileRoutes } from './routes/file-routes.ts';
import { registerCheckoutRoutes } from './routes/checkout-routes.ts';
import { registerAttachmentRoutes } from './routes/attachment-routes.ts';
import { registerSmartQrRoutes } from './routes/smart-qr-routes.ts';
import { registerHtmlRecipientRoutes } from './routes/html-recipient-routes.ts';
import { registerHtmlPreviewRoutes } from './routes/html-preview-routes.ts';
import { registerSandboxProductKeyRoutes } from './routes/sandbox-product-key-routes.ts';
import { registerHostedCheckoutRoutes } from './routes/hosted-checkout-routes.ts';
import { registerSandboxFulfilmentRoutes } from './routes/sandbox-fulfilment-routes.ts';
import { registerSandboxCampaignRoutes } from './routes/sandbox-campaign-routes.ts';
import { registerPartnerRoutes } from './routes/partner-routes.ts';
import { registerProductRoutes } from './routes/product-routes.ts';
import { registerTemplateRoutes } from './routes/template-routes.ts';
import { registerSandboxTeamRoutes } from './routes/sandbox-team-routes.ts';
import { registerUiRoutes } from './routes/ui-routes.ts';
import { registerWhoamiRoutes } from './routes/whoami-routes.ts';
import { registerSandboxWebhookRoutes } from './routes/sandbox-webhook-routes.ts';
import { registerSandboxSettingsRoutes } from './routes/sandbox-settings-routes.ts';
import { registerReferenceRoutes } from './routes/reference-routes.ts';
import { registerHostedAssetRoutes } from './routes/hosted-asset-routes.ts';
import { registerEventRoutes } from './routes/event-routes.ts';
import { registerSandboxRequestLogRoutes } from './routes/sandbox-request-log-routes.ts';
import { requestLogMiddleware } from './request-log-middleware.ts';
import { faultMiddleware } from './fault-middleware.ts';
import { registerSandboxClockRoutes } from './routes/sandbox-clock-routes.ts';
import { registerSandboxFaultRoutes } from './routes/sandbox-fault-routes.ts';
import { registerSandboxInspectRoutes } from './routes/sandbox-inspect-routes.ts';
import { registerSandboxReceiverRoutes } from './routes/sandbox-receiver-routes.ts';
import { registerSandboxStateRoutes } from './routes/sandbox-state-routes.ts';
import { registerDesignRoutes } from './routes/design-routes.ts';
import { registerStudioExtrasRoutes } from './routes/studio-extras-routes.ts';
import { registerRecipientActivityRoutes } from './routes/recipient-activity-routes.ts';
import { registerWebhookRoutes } from './routes/webhook-routes.ts';
import { registerUiFiles } from './ui-files.ts';
import { contractCheck } from './contract/response-check.ts';
import { BrowserUnavailableError } from '../render/html/index.ts';

/** Builds the HTTP app without listening; tests call app.request() on it. */
export function createHttpApp(core: CoreContext, keys: DemoKeys, onContractViolation?: (problem: string) => void, accessLog?: AccessLogOptions): ContractApp {
  // Not strict: `/api/templates/` is `/api/templates`, as the contract's path patterns read it (the fuzz test found the 405 it gave).
  const app = new OpenAPIHono<AppEnv>({ strict: false });
  if (accessLog) app.use('*', accessLogMiddleware(accessLog));
  if (onContractViolation) app.use('*', contractCheck(onContractViolation));
  app.use('*', requestLogMiddleware(core));
  app.use('*', closeAfterUnreadBody());
  app.use('*', rawPathGuard());

  registerHealthRoutes(app, core); // before the Host check (see there)
  app.use('*', hostGuard(core));
  app.use('*', originGuard(core));
  // Bodies are read by each route after its credential, within its own limit (body/body-gate.ts).
  app.use('*', faultMiddleware(core));

  registerWhoamiRoutes(app, core);
  registerGeneratePngRoutes(app, core);
  registerHandRoutes(app, core);
  registerFontRoutes(app, core);

  registerHandSheetRoutes(app, core);
  registerGenerateSvgRoutes(app, core);
  registerRecipientRoutes(app, core);
  registerImportRoutes(app, core);
  registerFileRoutes(app, core);
  registerCheckoutRoutes(app, core);
  registerAttachmentRoutes(app, core);
  registerSmartQrRoutes(app, core);
  registerHtmlRecipientRoutes(app, core);
  registerHtmlPreviewRoutes(app, core);
  registerSandboxProductKeyRoutes(app, core);
  registerHostedCheckoutRoutes(app, core);
  registerSandboxFulfilmentRoutes(app, core);
  registerSandboxCampaignRoutes(app, core);
  registerSandboxTeamRoutes(app, core);
  registerUiRoutes(app, core, keys);
  registerPartnerRoutes(app, core);
  registerAccountRoutes(app, core);
  registerProductRoutes(app, core);
  registerTemplateRoutes(app, core);
  registerCampaignRoutes(app, core);
  registerBillingSetupRoutes(app, core);
  registerWebhookRoutes(app, core);
  registerSandboxWebhookRoutes(app, core);
  registerSandboxSettingsRoutes(app, core);
  registerReferenceRoutes(app, core);
  registerHostedAssetRoutes(app, core);
  registerEventRoutes(app, core);
  registerSandboxRequestLogRoutes(app, core);
  registerSandboxClockRoutes(app, core);
  registerSandboxFaultRoutes(app, core);
  registerSandboxInspectRoutes(app, core);
  registerSandboxReceiverRoutes(app, core);
  registerSandboxStateRoutes(app, core, keys);
  registerDesignRoutes(app, core);
  registerStudioExtrasRoutes(app, core);
  registerRecipientActivityRoutes(app, core);
  registerUiFiles(app, core.uiDir); // last: every declared route answers first

  app.notFound((c) => {
    const pathname = new URL(c.req.url).pathname;
    const allowed = methodsForPath(pathname);
    if (allowed.length > 0) {
      return errorResponse(c, 405, `Method ${c.req.method} is not allowed on ${pathname}`, undefined, { Allow: allowed.join(', ') });
    }
    return errorResponse(c, 404, 'Route not found');
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.message, err.data, err.headers);
    if (err instanceof DomainError) return domainErrorResponse(c, err);
    if (err instanceof HTTPException) return err.getResponse(); // Hono's own middleware (bearerAuth) answers so, with our error body
    // Temporary in the spec's sense: the request is fine, this machine lacks a browser.
    if (err instanceof BrowserUnavailableError) return errorResponse(c, 503, err.message);
    core.logger.error(`Unexpected failure on ${c.req.method} ${c.req.url}`, err);
    return errorResponse(c, 500, 'An unexpected error occurred');
  });

  return app;
}
