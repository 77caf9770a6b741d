// Response shapes of the local API that both the UI and tests read.

export type KeyKind = 'partner' | 'customer';

export interface WhoAmI {
  id: string;
  name: string;
  kind: KeyKind;
  teamId: string;
}

export interface TeamSettings {
  teamId: string;
  name: string;
  subscription: 'active' | 'none';
  paymentMethod: 'valid' | 'declining' | 'none';
  generateApi: boolean;
  attachments: boolean;
  externalIdUpsert: boolean;
  /** Webhook receivers on http:// and loopback/private addresses are allowed for this team. */
  allowPrivateWebhooks: boolean;
}

/** What the local UI needs to show how to call the embedded API. */
export interface UiBootstrap {
  baseUrl: string;
  customerKey: string;
  partnerKey: string;
  teamId: string;
  /** The sandbox control plane's bearer token (Settings, the console). */
  adminToken: string;
  /** Set when the remembered port was taken and a free one is used for this run. */
  portNotice?: string;
}

/** GET /_sandbox/settings: server settings of this data directory. */
export interface ServerSettings {
  port: number | null;
  /** The port used at the next start (remembered, default 4785). */
  preferredPort: number;
  portNotice: string | null;
  localUrl: string;
  /** The origin links carry now. */
  publicUrl: string;
  savedPublicUrl: string | null;
  /** --public-url was given at start: it wins over the saved setting. */
  publicUrlFromFlag: boolean;
  /** --allow-private-webhooks was given at start (every team). */
  allowPrivateWebhooks: boolean;
  /** The browser rendering HTML, once it has started. */
  htmlRenderer: string | null;
  /** The data folder (database, keys.json, storage/). */
  dataDir: string;
}

/** An API key as returned at creation; `key` is the secret, shown only then. */
export interface ApiKeyCreated {
  id: string;
  name: string;
  key: string;
  created_at: string;
}

/** Response of POST /api/partner/teams. */
export interface ProvisionedTeam {
  teamId: string;
  apiKey: ApiKeyCreated;
  owner: { userId: string; email: string };
  invitation: { id: string; status: 'pending' };
  billingSetupUrl: string;
  links: { templatesUrl: string };
}

/** Response of GET /api/account/status. */
export interface AccountStatus {
  teamId: string;
  templatesReady: boolean;
  billByInvoice: boolean;
  canListTemplates: boolean;
  canCreateCampaigns: boolean;
  canCreateRecurringCampaign: boolean;
  /** Present only while billing setup is required. */
  billingSetupUrl?: string;
  links: { templatesUrl: string };
}

export interface ProductSummary {
  id: string;
  name: string;
  category: string;
  subcategory?: string;
  standard?: string;
  delivery_methods?: string[];
  alternate?: string | null;
  product_family?: string;
}

export interface TemplateVersionView {
  id: string;
  version_number: number;
  status: 'published';
  print_config?: string;
  pages: { count: number }[];
  product: ProductSummary;
}

export interface TemplateView {
  id: string;
  name: string;
  status: 'active';
  team_id: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  version: TemplateVersionView;
}

export interface Address {
  type?: 'return' | 'shipping';
  first_name?: string;
  last_name?: string;
  company?: string;
  address1: string;
  address2?: string;
  address3?: string;
  city: string;
  state?: string;
  postal_code?: string;
  country: string;
}

export interface CampaignVariable {
  id: string;
  context: string;
  label: string;
  mapper: string;
}

export interface CampaignMetrics {
  total: number;
  pending: number;
  invalid: number;
  ready: number;
  printing: number;
  shipped: number;
  delivered: number;
  deleted: number;
}

/** The full Campaign object of the spec. */
export interface Campaign {
  id: string;
  name: string;
  status: 'pending' | 'ready' | 'paused' | 'stopped' | 'shipped' | 'deleted';
  delivery_method: 'directMail' | 'bulkShipping';
  frequency: 'oneTime' | 'recurring';
  billing_method: string;
  product_id: string;
  template_id: string;
  include_envelope: boolean;
  envelope_sealed: boolean;
  stamp_on_envelope: boolean;
  shipping_address_id: string | null;
  return_address_id: string | null;
  shipping_address: Address | null;
  return_address: Address | null;
  tracking_email: string;
  batch_individually: boolean;
  stamp_class: string | null;
  subscription_id: string | null;
  invoice_id: string | null;
  team_id: string;
  created_at: string;
  updated_at: string;
  ready_at: string | null;
  shipped_at: string | null;
  deleted_at: string | null;
  print_house_override_id: string | null;
  render_mode: string;
  latest_recipient: { id: string } | null;
  template: { id: string; name: string; render_mode: string };
  product: ProductSummary;
  metrics: CampaignMetrics;
  cart: { id: string } | null;
  variables: CampaignVariable[];
  directMailHandwritingWarning: string | null;
}

/** A webhook subscription (GET/PATCH /api/webhooks); the create response adds `secret`, once. */
export interface WebhookSubscriptionView {
  id: string;
  team_id: string;
  event_type: 'qr_code.scanned';
  url: string;
  status: 'active' | 'inactive';
  created_at: string;
  updated_at: string;
}

export interface WebhookSubscriptionCreated extends WebhookSubscriptionView {
  /** Signing secret (whsec_...): the HMAC key is this string's UTF-8 bytes. Returned only at creation. */
  secret: string;
}

/** JSON body of a webhook delivery (POST to the subscription's url). */
export interface WebhookEventBody<D = Record<string, unknown>> {
  /** Event id: the same for every subscription and every retry or replay of one event. */
  id: string;
  type: 'qr_code.scanned';
  created_at: string;
  team_id: string;
  data: D;
}

/** One delivery attempt in the sandbox delivery log. */
export interface WebhookAttemptView {
  number: number;
  attemptedAt: string;
  url: string;
  statusCode: number | null;
  responseSnippet: string | null;
  error: string | null;
  durationMs: number;
}

/** A delivery in the sandbox delivery log (GET /_sandbox/webhooks/deliveries). */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: 'qr_code.scanned';
  subscriptionId: string;
  teamId: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Pending but not sent because the subscription is inactive. */
  held: boolean;
  attemptCount: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  replayOf: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  body: WebhookEventBody;
  attempts: WebhookAttemptView[];
}
