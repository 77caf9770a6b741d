import type { Locator, Page } from 'playwright/test';
import { choose } from './choose.ts';

export type ConsoleTab = 'requests' | 'webhooks' | 'sandbox' | 'faults' | 'clock' | 'state';

/** The developer console: its tabs, and the parts the specs drive. */
export class ConsolePageObject {
  readonly page: Page;
  readonly teamPicker: Locator;
  // Requests
  readonly logRows: Locator;
  readonly logTable: Locator;
  readonly logEmpty: Locator;
  readonly detail: Locator;
  readonly detailStatus: Locator;
  readonly validation: Locator;
  // Webhooks
  readonly subscribeReceiver: Locator;
  readonly newSecret: Locator;
  readonly sendTestEvent: Locator;
  readonly deliveryRows: Locator;
  readonly deliveryDetail: Locator;
  readonly deliveryAttempts: Locator;
  readonly verifySecret: Locator;
  readonly verifyButton: Locator;
  readonly verifyResult: Locator;
  readonly receiverMessages: Locator;
  // Faults
  readonly faults: Locator;
  readonly faultsEmpty: Locator;
  // Clock
  readonly clockNow: Locator;
  readonly statusBarClock: Locator;
  // State
  readonly scenarioOutcome: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    this.page = page;
    this.teamPicker = page.getByTestId('console-team');
    this.logRows = page.getByTestId('request-log-row');
    this.logTable = page.getByTestId('request-log-table');
    this.logEmpty = page.getByTestId('request-log-empty');
    this.detail = page.getByTestId('request-detail');
    this.detailStatus = page.getByTestId('request-detail-status');
    this.validation = page.getByTestId('request-validation');
    this.subscribeReceiver = page.getByTestId('subscribe-receiver');
    this.newSecret = page.getByTestId('new-subscription-secret');
    this.sendTestEvent = page.getByTestId('send-test-event');
    this.deliveryRows = page.getByTestId('delivery-row');
    this.deliveryDetail = page.getByTestId('delivery-detail');
    this.deliveryAttempts = page.getByTestId('delivery-attempts');
    this.verifySecret = this.deliveryDetail.getByTestId('verify-secret');
    this.verifyButton = this.deliveryDetail.getByTestId('verify-signature');
    this.verifyResult = this.deliveryDetail.getByTestId('verify-result');
    this.receiverMessages = page.getByTestId('receiver-message');
    this.faults = page.getByTestId('fault');
    this.faultsEmpty = page.getByTestId('faults-empty');
    this.clockNow = page.getByTestId('clock-now');
    this.statusBarClock = page.getByTestId('status-sandbox-clock');
    this.scenarioOutcome = page.getByTestId('scenario-outcome');
    this.confirm = page.getByTestId('confirm');
  }

  /** Opens the console from the sidebar, then the tab. */
  async open(tab: ConsoleTab): Promise<void> {
    await this.page.getByTestId('nav-console').click();
    await this.tab(tab);
  }

  async tab(tab: ConsoleTab): Promise<void> {
    await this.page.getByTestId(`console-tab-${tab}`).click();
  }

  testId(id: string): Locator {
    return this.page.getByTestId(id);
  }

  /** Adds a fault from the form: a status on one route (by its "METHOD /path" label) for the next `count` requests. */
  async addStatusFault(routeLabel: string, status: 429 | 500 | 503, count: number): Promise<void> {
    await choose(this.testId('fault-kind'), 'Answer an error');
    await choose(this.testId('fault-route'), routeLabel);
    await choose(this.testId('fault-status'), { 429: '429 Too Many Requests', 500: '500 Server Error', 503: '503 Service Unavailable' }[status]);
    await choose(this.testId('fault-scope'), 'The next few');
    await this.testId('fault-count').fill(String(count));
    await this.testId('fault-add').click();
  }
}
