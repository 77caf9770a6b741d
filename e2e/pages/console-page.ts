import { choose } from './choose.ts';
import { PageObject } from './page-object.ts';

export type ConsoleTab = 'requests' | 'webhooks' | 'sandbox' | 'faults' | 'clock' | 'state';

/** The developer console: its tabs, and the parts the specs drive. */
export class ConsolePageObject extends PageObject {
  readonly teamPicker = this.testId('console-team');
  // Requests
  readonly logRows = this.testId('request-log-row');
  readonly logEmpty = this.testId('request-log-empty');
  readonly detail = this.testId('request-detail');
  readonly detailStatus = this.testId('request-detail-status');
  readonly validation = this.testId('request-validation');
  // Webhooks
  readonly subscribeReceiver = this.testId('subscribe-receiver');
  readonly newSecret = this.testId('new-subscription-secret');
  readonly sendTestEvent = this.testId('send-test-event');
  readonly deliveryRows = this.testId('delivery-row');
  readonly deliveryDetail = this.testId('delivery-detail');
  readonly deliveryAttempts = this.testId('delivery-attempts');
  readonly verifySecret = this.deliveryDetail.getByTestId('verify-secret');
  readonly verifyButton = this.deliveryDetail.getByTestId('verify-signature');
  readonly verifyResult = this.deliveryDetail.getByTestId('verify-result');
  readonly receiverMessages = this.testId('receiver-message');
  // Faults
  readonly faults = this.testId('fault');
  readonly faultsEmpty = this.testId('faults-empty');
  // Clock
  readonly clockNow = this.testId('clock-now');
  readonly statusBarClock = this.testId('status-sandbox-clock');
  // State
  readonly scenarioOutcome = this.testId('scenario-outcome');
  readonly confirm = this.testId('confirm');

  /** Opens the console from the sidebar, then the tab. */
  async open(tab: ConsoleTab): Promise<void> {
    await this.testId('nav-console').click();
    await this.tab(tab);
  }

  async tab(tab: ConsoleTab): Promise<void> {
    await this.testId(`console-tab-${tab}`).click();
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
