// A tour of the whole app for review: starts the built server (npm run build first) with sample data, drives every
// view in Chromium and writes one screenshot per view, light and dark, 1440 and 1024 wide (the hosted pages also at
// 375, a phone), into a folder:
//   node scripts/tour.ts [folder]        (default: a new inkpost-tour-* folder in the OS temp dir; never commit it)
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { startHeadlessServer, type RunningServer } from '../e2e/headless-server.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const WIDTHS = [1440, 1024] as const;
const THEMES = ['light', 'dark'] as const;

interface Sample {
  designId: string;
  checkoutUrl: string;
  invoiceUrl: string;
  billingSetupUrl: string;
}

/** Sample data over the API, as a client would make it: designs, campaigns with recipients, log entries, a fault, a webhook. */
async function seed(server: RunningServer): Promise<Sample> {
  const call = async (method: string, path: string, body?: unknown, auth: Record<string, string> = { 'X-API-Key': server.keys.customerKey }) => {
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as unknown) : undefined };
  };
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  const must = (result: { status: number; json?: unknown }, what: string) => {
    if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json)}`);
    return result.json as Record<string, unknown>;
  };

  // The clock moves first: links made afterwards are fresh in sandbox time.
  must(await call('POST', '/_sandbox/clock/advance', { days: 3 }, admin), 'clock');
  const design = must(await call('POST', '/api/designs', { name: 'Spring thank-you', product_key: 'a6_postcard' }), 'design');
  must(await call('POST', '/api/designs', { name: 'Welcome letter', product_key: 'a6_postcard' }), 'second design');
  const [template] = (await call('GET', '/api/templates')).json as { id: string; version: { product: { id: string } } }[];
  if (!template) throw new Error('The demo team has no template');
  const product = { product_id: template.version.product.id, template_id: template.id };
  const autumn = must(await call('POST', '/api/campaigns', { name: 'Autumn thank-yous', delivery_method: 'directMail', frequency: 'oneTime', ...product }), 'campaign');
  const people = ['Ada Lovelace', 'Mary Somerville', 'Grace Hopper', 'Katherine Johnson', 'Hedy Lamarr', 'Rosalind Franklin', 'Emmy Noether', 'Lise Meitner'];
  const address = { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' };
  must(await call('POST', '/api/recipients', { campaignId: autumn['id'], data: people.map((name) => ({ firstName: name.split(' ')[0], lastName: name.split(' ')[1], address })) }), 'recipients');
  const paid = must(await call('POST', '/api/recipients/checkout', { campaignId: autumn['id'] }), 'checkout');

  // A second campaign waits for the hosted checkout (no card on file for the moment).
  const winter = must(await call('POST', '/api/campaigns', { name: 'Winter greetings', delivery_method: 'directMail', frequency: 'oneTime', ...product }), 'campaign');
  must(await call('POST', '/api/recipients', { campaignId: winter['id'], data: people.slice(0, 3).map((name) => ({ firstName: name.split(' ')[0], lastName: name.split(' ')[1], address })) }), 'recipients');
  must(await call('PATCH', `/_sandbox/teams/${server.keys.teamId}`, { paymentMethod: 'none' }, admin), 'no card');
  const pending = must(await call('POST', '/api/recipients/checkout', { campaignId: winter['id'] }), 'checkout link');
  must(await call('PATCH', `/_sandbox/teams/${server.keys.teamId}`, { paymentMethod: 'valid' }, admin), 'card back');

  const provisioned = must(await call('POST', '/api/partner/teams', { email: 'owner@acme.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme Ltd' }, { 'X-API-Key': server.keys.partnerKey }), 'partner team');

  // The request log: a few answers of each kind, one of them a fault's.
  await call('GET', '/api/account/status');
  await call('POST', '/api/campaigns', { name: 'Missing fields' });
  await call('GET', '/api/campaigns', undefined, { 'X-API-Key': 'ink_ck_wrong' });
  must(await call('POST', '/_sandbox/faults', { kind: 'status', route: 'campaignsList', status: 503, count: 1 }, admin), 'fault');
  await call('GET', '/api/campaigns');
  must(await call('POST', '/_sandbox/faults', { kind: 'delay', route: 'templatesList', delayMs: 1500 }, admin), 'standing fault');
  // Webhooks: scans reach the built-in receiver; one test event delivered.
  must(await call('POST', '/_sandbox/scenarios/built-in-receiver', { teamId: server.keys.teamId }, admin), 'receiver');
  must(await call('POST', '/_sandbox/webhooks/events', { teamId: server.keys.teamId }, admin), 'test event');
  return { designId: String(design['id']), checkoutUrl: String(pending['checkoutUrl']), invoiceUrl: String(paid['invoiceUrl']), billingSetupUrl: String(provisioned['billingSetupUrl']) };
}

/** Waits until a view has stopped loading: its marker is shown and no skeleton is left. */
async function settle(page: Page, marker: string): Promise<void> {
  await page.locator(marker).first().waitFor({ timeout: 20_000 });
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(200); // toasts and transitions come to rest
}

type Step = { name: string; go: (page: Page) => Promise<void>; marker: string };

function appSteps(sample: Sample): Step[] {
  const nav = (testId: string) => async (page: Page) => page.getByTestId(testId).click();
  const tab = (name: string) => async (page: Page) => {
    if (!page.url().includes('/console')) await page.getByTestId('nav-console').click();
    await page.getByTestId(`console-tab-${name}`).click();
  };
  return [
    { name: 'designs', go: nav('nav-designs'), marker: 'h1' },
    { name: 'studio', go: async (page) => page.locator(`a[href="/designs/${sample.designId}"]`).first().click(), marker: '[data-testid="studio"]' },
    { name: 'campaigns', go: nav('nav-campaigns'), marker: 'h1' },
    { name: 'campaigns-new', go: async (page) => page.getByRole('button', { name: /new campaign/i }).first().click(), marker: '[data-testid="campaign-template"]:enabled' },
    { name: 'templates', go: async (page) => (await page.keyboard.press('Escape'), nav('nav-templates')(page)), marker: '[data-testid="templates-table"]' },
    { name: 'handwriting', go: async (page) => (await nav('nav-handwriting')(page), await page.getByTestId('render-handwriting').click()), marker: '[data-testid="handwriting-image"]' },
    { name: 'embedded-api', go: nav('nav-connect'), marker: '[data-testid="base-url"]' },
    { name: 'console-requests', go: tab('requests'), marker: '[data-testid="request-log-row"]' },
    { name: 'console-request-detail', go: async (page) => page.getByTestId('request-log-row').nth(1).click(), marker: '[data-testid="request-detail"]' },
    { name: 'console-webhooks', go: tab('webhooks'), marker: '[data-testid="delivery-row"]' },
    { name: 'console-sandbox', go: tab('sandbox'), marker: '[data-testid="sandbox-view"]' },
    { name: 'console-faults', go: tab('faults'), marker: '[data-testid="faults"]' },
    { name: 'console-clock', go: tab('clock'), marker: '[data-testid="usage-cycles"]' },
    { name: 'console-state', go: tab('state'), marker: 'h1' },
    { name: 'settings', go: nav('nav-settings'), marker: '[data-testid="settings"]' },
  ];
}

function hostedSteps(sample: Sample, server: RunningServer): Step[] {
  const open = (url: string) => async (page: Page) => void (await page.goto(url));
  return [
    { name: 'hosted-billing-setup', go: open(sample.billingSetupUrl), marker: 'form' },
    { name: 'hosted-checkout', go: open(sample.checkoutUrl), marker: 'form' },
    { name: 'hosted-invoice', go: open(sample.invoiceUrl), marker: '[data-testid="invoice-lines"]' },
    { name: 'hosted-error', go: open(`${server.baseUrl}/checkout/no-such-link`), marker: '[data-testid="page-title"]' },
  ];
}

async function shoot(browser: Browser, server: RunningServer, steps: Step[], folder: string, width: number, theme: 'light' | 'dark', app: boolean): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: width >= 1024 ? 900 : 760 }, colorScheme: theme, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  // The error page's own 404 is what that step shows, not a fault.
  page.on('console', (message) => message.type() === 'error' && !page.url().endsWith('/no-such-link') && errors.push(`${message.text()} (${page.url()})`));
  if (app) {
    await page.goto(server.uiUrl); // the one-time link signs this browser in (each pass has a server of its own)
    await page.waitForFunction(() => localStorage.getItem('inkpost.uiSession') !== null);
  }
  const written: string[] = [];
  for (const step of steps) {
    try {
      await step.go(page);
      await settle(page, step.marker);
    } catch (error) {
      errors.push(`${step.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    const file = join(folder, `${step.name}-${theme}-${width}.png`);
    await page.screenshot({ path: file, fullPage: !app });
    written.push(file);
  }
  await context.close();
  if (errors.length > 0) console.warn(`${theme} ${width}:\n  ${errors.join('\n  ')}`);
  return written;
}

async function main(): Promise<void> {
  const folder = resolve(process.argv[2] ?? mkdtempSync(join(tmpdir(), 'inkpost-tour-')));
  mkdirSync(folder, { recursive: true });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const written: string[] = [];
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      // A fresh server a pass: the UI's one-time link signs in one browser context.
      const server = await startHeadlessServer();
      try {
        const sample = await seed(server);
        written.push(...(await shoot(browser, server, appSteps(sample), folder, width, theme, true)));
        written.push(...(await shoot(browser, server, hostedSteps(sample, server), folder, width, theme, false)));
        if (width === WIDTHS[0]) written.push(...(await shoot(browser, server, hostedSteps(sample, server), folder, 375, theme, false)));
      } finally {
        await server.stop();
      }
    }
  }
  await browser.close();
  console.log(`${written.length} screenshots in ${folder}`);
}

await main();
