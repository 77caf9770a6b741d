// The route table: every path the local server answers, with the credential it
// takes. The server checks its own routing against this table (405 for a known
// path with another method) and the typed client builds URLs from it.

export type RouteAuth = 'partner' | 'customer' | 'any-key' | 'admin' | 'public';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** Hono-style pattern: /api/templates/:templateId */
  path: string;
  auth: RouteAuth;
}

export const ROUTES = {
  whoami: { method: 'GET', path: '/api/auth/whoami', auth: 'any-key' },
  generatePng: { method: 'POST', path: '/api/generate/png', auth: 'customer' },
  generateSvg: { method: 'POST', path: '/api/generate/svg', auth: 'customer' },
  createRecipients: { method: 'POST', path: '/api/recipients', auth: 'customer' },
  getRecipient: { method: 'GET', path: '/api/recipients/:recipientId', auth: 'customer' },
  recipientPreview: { method: 'GET', path: '/api/recipients/:recipientId/preview', auth: 'customer' },
  signedFile: { method: 'GET', path: '/files/*', auth: 'public' },
  sandboxAdvanceRecipient: { method: 'POST', path: '/_sandbox/recipients/:recipientId/advance', auth: 'admin' },
  sandboxAdvanceCampaign: { method: 'POST', path: '/_sandbox/campaigns/:campaignId/advance', auth: 'admin' },
  uploadAttachment: { method: 'POST', path: '/api/attachments', auth: 'customer' },
  campaignAttachments: { method: 'GET', path: '/api/campaigns/:campaignId/attachments', auth: 'customer' },
  setCampaignAttachments: { method: 'PUT', path: '/api/campaigns/:campaignId/attachments', auth: 'customer' },
  createHtmlRecipient: { method: 'POST', path: '/api/recipients/html', auth: 'customer' },
  sandboxTeamProductKeys: { method: 'PUT', path: '/_sandbox/teams/:teamId/product-keys', auth: 'admin' },
  trackedQr: { method: 'GET', path: '/q/:code', auth: 'public' },
  sandboxRecipientQrCodes: { method: 'GET', path: '/_sandbox/recipients/:recipientId/qr-codes', auth: 'admin' },
  activeCart: { method: 'GET', path: '/api/carts/active', auth: 'customer' },
  checkout: { method: 'POST', path: '/api/recipients/checkout', auth: 'customer' },
  checkoutPage: { method: 'GET', path: '/checkout/:token', auth: 'public' },
  checkoutSubmit: { method: 'POST', path: '/checkout/:token', auth: 'public' },
  partnerCheckoutPage: { method: 'GET', path: '/partner-checkout/checkout/:token', auth: 'public' },
  partnerCheckoutSubmit: { method: 'POST', path: '/partner-checkout/checkout/:token', auth: 'public' },
  invoicePage: { method: 'GET', path: '/invoices/:token', auth: 'public' },
  sandboxPatchCampaign: { method: 'PATCH', path: '/_sandbox/campaigns/:campaignId', auth: 'admin' },
  sandboxGetTeam: { method: 'GET', path: '/_sandbox/teams/:teamId', auth: 'admin' },
  sandboxTeamUsage: { method: 'GET', path: '/_sandbox/teams/:teamId/usage', auth: 'admin' },
  sandboxPatchTeam: { method: 'PATCH', path: '/_sandbox/teams/:teamId', auth: 'admin' },
  htmlPreview: { method: 'POST', path: '/_ui/html-preview', auth: 'customer' },
  uiBootstrap: { method: 'GET', path: '/_ui/bootstrap', auth: 'public' },
  partnerCreateTeam: { method: 'POST', path: '/api/partner/teams', auth: 'partner' },
  accountStatus: { method: 'GET', path: '/api/account/status', auth: 'customer' },
  productsList: { method: 'GET', path: '/api/products', auth: 'any-key' },
  templatesCreate: { method: 'POST', path: '/api/templates', auth: 'customer' },
  templatesList: { method: 'GET', path: '/api/templates', auth: 'customer' },
  templatesGet: { method: 'GET', path: '/api/templates/:templateId', auth: 'customer' },
  campaignsCreate: { method: 'POST', path: '/api/campaigns', auth: 'customer' },
  campaignsList: { method: 'GET', path: '/api/campaigns', auth: 'customer' },
  campaignsGet: { method: 'GET', path: '/api/campaigns/:campaignId', auth: 'customer' },
  campaignsActivate: { method: 'POST', path: '/api/campaigns/:campaignId/activate', auth: 'customer' },
  billingSetupPage: { method: 'GET', path: '/billing/setup/:token', auth: 'public' },
  billingSetupSubmit: { method: 'POST', path: '/billing/setup/:token', auth: 'public' },
  partnerBillingSetupPage: { method: 'GET', path: '/partner-checkout/billing-setup/:token', auth: 'public' },
  partnerBillingSetupSubmit: { method: 'POST', path: '/partner-checkout/billing-setup/:token', auth: 'public' },
  webhooksCreate: { method: 'POST', path: '/api/webhooks', auth: 'customer' },
  webhooksList: { method: 'GET', path: '/api/webhooks', auth: 'customer' },
  webhooksUpdate: { method: 'PATCH', path: '/api/webhooks/:webhookId', auth: 'customer' },
  webhooksDelete: { method: 'DELETE', path: '/api/webhooks/:webhookId', auth: 'customer' },
  sandboxWebhookDeliveries: { method: 'GET', path: '/_sandbox/webhooks/deliveries', auth: 'admin' },
  sandboxWebhookDelivery: { method: 'GET', path: '/_sandbox/webhooks/deliveries/:deliveryId', auth: 'admin' },
  sandboxWebhookReplay: { method: 'POST', path: '/_sandbox/webhooks/deliveries/:deliveryId/replay', auth: 'admin' },
  sandboxWebhookEmit: { method: 'POST', path: '/_sandbox/webhooks/events', auth: 'admin' },
  sandboxGetSettings: { method: 'GET', path: '/_sandbox/settings', auth: 'admin' },
  sandboxPatchSettings: { method: 'PATCH', path: '/_sandbox/settings', auth: 'admin' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** Turns '/api/x/:id' into a regular expression matching concrete paths. */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.+';
      return segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Methods the table knows for a concrete path (empty when the path is unknown). */
export function methodsForPath(pathname: string): string[] {
  return Object.values(ROUTES as Record<string, RouteSpec>)
    .filter((route) => routePattern(route.path).test(pathname))
    .map((route) => route.method);
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
