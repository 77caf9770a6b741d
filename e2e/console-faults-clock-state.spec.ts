import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { choose } from './pages/choose.ts';
import { ConsolePageObject } from './pages/console-page.ts';

test('Console, faults: the next request to a route answers 503, shows in the log, and the fault is removed', async ({ appPage: { page, core }, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  // A fresh connection each time: a kept-alive one idle past the server's 5 s can be reset as it is reused.
  const listCampaigns = () => request.get(`${core.baseUrl}/api/campaigns`, { headers: { 'X-API-Key': core.keys.customerKey, Connection: 'close' } });
  await consolePage.open('faults');
  await expect(consolePage.faultsEmpty).toBeVisible();
  await shot('console-faults-empty.png');

  await consolePage.addStatusFault('GET /api/campaigns', 503, 2);
  await expect(consolePage.faults).toHaveCount(1);
  await expect(consolePage.faults.first()).toContainText('The next 2 requests to GET /api/campaigns answer 503 Service Unavailable (Retry-After: 30)');

  const failed = await listCampaigns();
  expect(failed.status()).toBe(503);
  expect(failed.headers()['retry-after']).toBe('30');
  expect(failed.headers()['x-inkpost-fault']).toBeTruthy();
  // The list follows: one left, one answered.
  await expect(consolePage.faults.first()).toContainText('The next request to GET /api/campaigns answers 503');
  await expect(consolePage.faults.first()).toContainText('answered 1 so far');
  await shot('console-faults.png');
  await expectAccessible(page, test.info(), 'Console faults');

  // The request log marks what a fault answered.
  await consolePage.tab('requests');
  await consolePage.testId('filter-5xx').click();
  await expect(consolePage.logRows).toHaveCount(1);
  await expect(consolePage.logRows.first()).toContainText('503');
  // The fault answered a live key: the log keeps which one, so a replay goes out as it (not a 401).
  await expect(consolePage.logRows.first()).toContainText(/Customer key \w+ · fault/);
  await consolePage.logRows.first().click();
  await expect(consolePage.detail).toContainText('Answered by sandbox fault');
  await shot('console-faults-in-log.png');

  await consolePage.tab('faults');
  await page.getByRole('button', { name: /^Remove: / }).click();
  await expect(consolePage.faultsEmpty).toBeVisible();
  expect((await listCampaigns()).status()).toBe(200);
});

test('Console, clock: moved a day forward, shown in the status bar and read by the API, then back to real time', async ({ appPage: { page, core }, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  const clock = async () => (await (await request.get(`${core.baseUrl}/_sandbox/clock`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } })).json()) as { offsetSeconds: number; shifted: boolean };
  const render = await request.post(`${core.baseUrl}/api/generate/png`, { headers: { 'X-API-Key': core.keys.customerKey }, data: { content: '<p>Hello</p>' } });
  expect(render.status()).toBe(200);
  await consolePage.open('clock');
  await expect(consolePage.testId('clock-card')).toContainText('Real time');
  // Usage reads as words, never as the kind's code ("1 png final").
  await expect(consolePage.testId('usage-cycles')).toContainText('1 final PNG render');
  await expect(consolePage.statusBarClock).toHaveCount(0);
  await expect(consolePage.testId('usage-cycles')).toBeVisible();
  await shot('console-clock.png');

  await consolePage.testId('clock-1day').click();
  await expect(consolePage.testId('clock-card')).toContainText('1 day ahead');
  await expect(consolePage.statusBarClock).toContainText('1 day ahead');
  const shifted = await clock();
  expect(shifted.shifted).toBe(true);
  expect(shifted.offsetSeconds).toBeGreaterThanOrEqual(86_400);
  // The shifted date is the one shown, in the user's locale.
  const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString(undefined, { dateStyle: 'medium' }));
  await expect(consolePage.clockNow).toContainText(tomorrow);
  await expect(consolePage.statusBarClock).toContainText(tomorrow);
  await shot('console-clock-shifted.png');
  await expectAccessible(page, test.info(), 'Console clock');

  // The status bar link leads back to the clock from anywhere.
  await page.getByTestId('nav-settings').click();
  await consolePage.statusBarClock.click();
  await consolePage.testId('clock-reset').click();
  await expect(consolePage.statusBarClock).toHaveCount(0);
  await expect(consolePage.testId('clock-card')).toContainText('Real time');
  expect((await clock()).shifted).toBe(false);
});

test('Console, state: a seeded scenario (a team whose card is declined), picked in the console, then reset', async ({ appPage: { page, core }, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  await consolePage.open('state');
  await expect(consolePage.testId('scenarios')).toContainText('A team whose card is declined');
  await shot('console-state.png');

  await consolePage.testId('seed-declined-card').click();
  await expect(consolePage.scenarioOutcome).toBeVisible();
  const teamId = await consolePage.testId('scenario-team').getAttribute('data-value');
  const apiKey = await consolePage.testId('scenario-key').getAttribute('data-value');
  expect(teamId).toBeTruthy();
  expect(apiKey).toMatch(/^ink_ck_/);
  await consolePage.scenarioOutcome.scrollIntoViewIfNeeded();
  await shot('console-state-seeded.png');
  await expectAccessible(page, test.info(), 'Console state');

  // The seeded team answers over the API with its own key, and its card declines.
  const status = await request.get(`${core.baseUrl}/api/account/status`, { headers: { 'X-API-Key': apiKey ?? '' } });
  expect(status.status()).toBe(200);
  const team = await (await request.get(`${core.baseUrl}/_sandbox/teams/${teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } })).json();
  expect(team.paymentMethod).toBe('declining');

  // The console's team picker offers it; the sandbox panel shows its billing in words.
  await choose(consolePage.teamPicker, team.name);
  await consolePage.tab('sandbox');
  await expect(consolePage.testId('sandbox-payment-method')).toContainText('Card on file (declining)');

  // Reset asks once, then the team is back to how it started (its keys kept).
  await consolePage.tab('state');
  await consolePage.testId('reset-team').click();
  await expect(consolePage.testId('confirm-dialog')).toBeVisible();
  await shot('console-state-reset-confirm.png');
  await expectAccessible(page, test.info(), 'Console state, confirm dialog');
  await consolePage.confirm.click();
  await expect(consolePage.testId('confirm-dialog')).toHaveCount(0);
  const templates = await (await request.get(`${core.baseUrl}/api/templates`, { headers: { 'X-API-Key': apiKey ?? '' } })).json();
  expect(templates).toEqual([]);
});

test('Console, state: an import shows the keys it issued again (once) and what the file had that it left out', async ({ appPage: { page, core }, server, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  // A state with another team and its key, and a trigger Inkpost does not make.
  const seeded = await (await request.post(`${server.baseUrl}/_sandbox/scenarios/declined-card`, { headers: admin, data: {} })).json();
  const exported = await request.get(`${server.baseUrl}/_sandbox/state`, { headers: admin });
  expect(exported.status()).toBe(200);
  const file = test.info().outputPath('state.sqlite');
  writeFileSync(file, await exported.body());
  const db = new Database(file);
  db.exec("CREATE TRIGGER mark_teams AFTER INSERT ON teams BEGIN UPDATE teams SET name = 'marked' WHERE id = NEW.id; END; PRAGMA journal_mode = DELETE;");
  db.close();

  await consolePage.open('state');
  await consolePage.testId('import-state-file').setInputFiles(file);
  await expect(consolePage.testId('confirm-dialog')).toBeVisible();
  await consolePage.confirm.click();
  const outcome = consolePage.testId('import-outcome');
  await expect(outcome).toBeVisible();
  await expect(outcome.getByTestId('left-out')).toContainText('trigger mark_teams');
  const reissued = outcome.getByTestId('reissued-keys');
  await expect(reissued).toContainText('Declined Card Co');
  const field = reissued.locator('[data-testid^="reissued-key-"]').first();
  const key = await field.getAttribute('data-value');
  expect(key).toMatch(/^ink_ck_/);
  await shot('console-state-import-outcome.png');

  // The state was made on another server and imported into the app's: there the file's key does not work; the one shown does, for the same team.
  expect((await request.get(`${core.baseUrl}/api/auth/whoami`, { headers: { 'X-API-Key': seeded.apiKey } })).status()).toBe(401);
  const whoami = await (await request.get(`${core.baseUrl}/api/auth/whoami`, { headers: { 'X-API-Key': key ?? '' } })).json();
  expect(whoami.teamId).toBe(seeded.teamId);
  await consolePage.testId('import-outcome-close').click();
  await expect(outcome).toHaveCount(0);
});
