// Every route the local server answers, by operation name.
import * as account from './account.ts';
import * as attachments from './attachments.ts';
import * as auth from './auth.ts';
import * as campaigns from './campaigns.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import { pathPattern, type RouteDecl } from './define.ts';
import * as designs from './designs.ts';
import * as studioExtras from './studio-extras.ts';
import * as events from './events.ts';
import * as generate from './generate.ts';
import * as fonts from './fonts.ts';
import * as hands from './hands.ts';
import * as hostedPages from './hosted-pages.ts';
import * as imports from './imports.ts';
import * as htmlRecipients from './html-recipients.ts';
import * as links from './links.ts';
import * as recipientActivity from './recipient-activity.ts';
import * as recipients from './recipients.ts';
import * as requestLog from './request-log.ts';
import * as sandboxClock from './sandbox-clock.ts';
import * as sandboxFaults from './sandbox-faults.ts';
import * as sandboxInspect from './sandbox-inspect.ts';
import * as sandboxReceiver from './sandbox-receiver.ts';
import * as sandboxState from './sandbox-state.ts';
import * as sandbox from './sandbox.ts';
import * as sandboxWebhooks from './sandbox-webhooks.ts';
import * as ui from './ui.ts';
import * as webhooks from './webhooks.ts';

export const CONTRACT = {
  handsTemplatePdf: hands.handsTemplatePdf,
  handsTemplateJson: hands.handsTemplateJson,
  handsCreate: hands.handsCreate,
  handsList: hands.handsList,
  handsGet: hands.handsGet,
  handsUpdate: hands.handsUpdate,
  handsDelete: hands.handsDelete,
  handsFont: hands.handsFont,
  handsSheet: hands.handsSheet,
  fontsUpload: fonts.fontsUpload,
  fontsList: fonts.fontsList,
  fontsDelete: fonts.fontsDelete,
  fontsFile: fonts.fontsFile,

  handsAddSheets: hands.handsAddSheets,
  whoami: auth.whoami,
  accountStatus: account.accountStatus,
  partnerCreateTeam: account.partnerCreateTeam,
  productsList: catalog.productsList,
  templatesCreate: catalog.templatesCreate,
  templatesList: catalog.templatesList,
  templatesGet: catalog.templatesGet,
  campaignsCreate: campaigns.campaignsCreate,
  campaignsList: campaigns.campaignsList,
  campaignsGet: campaigns.campaignsGet,
  campaignsActivate: campaigns.campaignsActivate,
  createRecipients: recipients.createRecipients,
  createHtmlRecipient: htmlRecipients.createHtmlRecipient,
  checkout: checkout.checkout,
  campaignPaymentPage: checkout.campaignPaymentPage,
  getRecipient: recipients.getRecipient,
  recipientPreview: recipients.recipientPreview,
  campaignRecipients: recipientActivity.campaignRecipients,
  recipientActivity: recipientActivity.recipientActivity,
  campaignTimeline: recipientActivity.campaignTimeline,
  campaignSpend: recipientActivity.campaignSpend,
  campaignQuote: recipientActivity.campaignQuote,
  rerenderRecipient: recipientActivity.rerenderRecipient,
  importsCreate: imports.importsCreate,
  importsList: imports.importsList,
  importsGet: imports.importsGet,
  importsUpdate: imports.importsUpdate,
  importsBatch: imports.importsBatch,
  generatePng: generate.generatePng,
  generateSvg: generate.generateSvg,
  activeCart: checkout.activeCart,
  uploadAttachment: attachments.uploadAttachment,
  campaignAttachments: attachments.campaignAttachments,
  setCampaignAttachments: attachments.setCampaignAttachments,
  webhooksCreate: webhooks.webhooksCreate,
  webhooksList: webhooks.webhooksList,
  webhooksUpdate: webhooks.webhooksUpdate,
  webhooksDelete: webhooks.webhooksDelete,
  signedFile: links.signedFile,
  trackedQr: links.trackedQr,
  billingSetupPage: hostedPages.billingSetupPage,
  billingSetupSubmit: hostedPages.billingSetupSubmit,
  partnerBillingSetupPage: hostedPages.partnerBillingSetupPage,
  partnerBillingSetupSubmit: hostedPages.partnerBillingSetupSubmit,
  checkoutPage: hostedPages.checkoutPage,
  checkoutSubmit: hostedPages.checkoutSubmit,
  partnerCheckoutPage: hostedPages.partnerCheckoutPage,
  partnerCheckoutSubmit: hostedPages.partnerCheckoutSubmit,
  invoicePage: hostedPages.invoicePage,
  hostedAsset: hostedPages.hostedAsset,
  sandboxGetTeam: sandbox.sandboxGetTeam,
  sandboxPatchTeam: sandbox.sandboxPatchTeam,
  sandboxTeamUsage: sandbox.sandboxTeamUsage,
  sandboxTeamProductKeys: sandbox.sandboxTeamProductKeys,
  sandboxPatchCampaign: sandbox.sandboxPatchCampaign,
  sandboxAdvanceRecipient: sandbox.sandboxAdvanceRecipient,
  sandboxAdvanceCampaign: sandbox.sandboxAdvanceCampaign,
  sandboxRecipientQrCodes: sandbox.sandboxRecipientQrCodes,
  sandboxGetSettings: sandbox.sandboxGetSettings,
  sandboxPatchSettings: sandbox.sandboxPatchSettings,
  sandboxWebhookDeliveries: sandboxWebhooks.sandboxWebhookDeliveries,
  sandboxWebhookDelivery: sandboxWebhooks.sandboxWebhookDelivery,
  sandboxWebhookReplay: sandboxWebhooks.sandboxWebhookReplay,
  sandboxWebhookEmit: sandboxWebhooks.sandboxWebhookEmit,
  uiSession: ui.uiSession,
  uiBootstrap: ui.uiBootstrap,
  htmlPreview: htmlRecipients.htmlPreview,
  openApiDocument: ui.openApiDocument,
  apiReference: ui.apiReference,
  apiReferenceAsset: ui.apiReferenceAsset,
  sandboxEvents: events.sandboxEvents,
  requestLogList: requestLog.requestLogList,
  requestLogClear: requestLog.requestLogClear,
  requestLogGetSettings: requestLog.requestLogGetSettings,
  requestLogPatchSettings: requestLog.requestLogPatchSettings,
  requestLogEntry: requestLog.requestLogEntry,
  requestLogReplay: requestLog.requestLogReplay,
  sandboxGetClock: sandboxClock.sandboxGetClock,
  sandboxAdvanceClock: sandboxClock.sandboxAdvanceClock,
  sandboxResetClock: sandboxClock.sandboxResetClock,
  faultsList: sandboxFaults.faultsList,
  faultsCreate: sandboxFaults.faultsCreate,
  faultsDelete: sandboxFaults.faultsDelete,
  faultsClear: sandboxFaults.faultsClear,
  sandboxTeams: sandboxInspect.sandboxTeams,
  sandboxTeamCampaigns: sandboxInspect.sandboxTeamCampaigns,
  sandboxTeamQrCodes: sandboxInspect.sandboxTeamQrCodes,
  sandboxSimulateScan: sandboxInspect.sandboxSimulateScan,
  sandboxTeamWebhooks: sandboxInspect.sandboxTeamWebhooks,
  sandboxTeamWebhookCreate: sandboxInspect.sandboxTeamWebhookCreate,
  sandboxGetTeamProductKeys: sandboxInspect.sandboxGetTeamProductKeys,
  receiverPost: sandboxReceiver.receiverPost,
  receiversList: sandboxReceiver.receiversList,
  receiverMessages: sandboxReceiver.receiverMessages,
  receiverClear: sandboxReceiver.receiverClear,
  sandboxWebhookVerify: sandboxReceiver.sandboxWebhookVerify,
  stateExport: sandboxState.stateExport,
  stateImport: sandboxState.stateImport,
  sandboxReset: sandboxState.sandboxReset,
  sandboxTeamReset: sandboxState.sandboxTeamReset,
  scenariosList: sandboxState.scenariosList,
  scenarioApply: sandboxState.scenarioApply,
  designsList: designs.designsList,
  designsCreate: designs.designsCreate,
  designsImport: designs.designsImport,
  designsGet: designs.designsGet,
  designsUpdate: designs.designsUpdate,
  designsDuplicate: designs.designsDuplicate,
  designsDelete: designs.designsDelete,
  designsThumbnail: designs.designsThumbnail,
  designsExport: designs.designsExport,
  designsPublish: designs.designsPublish,
  designsProof: designs.designsProof,
  designsFieldCoverage: studioExtras.designsFieldCoverage,
  startersList: studioExtras.startersList,
  startersCreate: studioExtras.startersCreate,
  startersDelete: studioExtras.startersDelete,
  startersThumbnail: studioExtras.startersThumbnail,
  brandKitGet: studioExtras.brandKitGet,
  brandKitPut: studioExtras.brandKitPut,
} as const satisfies Record<string, RouteDecl>;

export type RouteName = keyof typeof CONTRACT;

const ENTRIES = Object.entries(CONTRACT) as [RouteName, RouteDecl][];

/** Methods declared for a concrete path (for 405 answers). */
export function methodsForPath(pathname: string): string[] {
  return ENTRIES.filter(([, decl]) => pathPattern(decl.path).test(pathname)).map(([, decl]) => decl.method.toUpperCase());
}
