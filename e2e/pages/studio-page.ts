import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from 'playwright/test';
import type { RunningServer } from '../headless-server.ts';
import { PageObject } from './page-object.ts';

/** The design library and the card studio, as a marketer uses them. */
export class StudioPageObject extends PageObject {
  readonly render = this.testId('studio-render');
  readonly canvas = this.testId('studio-canvas');
  readonly properties = this.testId('properties');
  readonly warnings = this.testId('studio-warnings');
  readonly saveStatus = this.testId('save-status');
  readonly errors = this.testId('studio-errors');

  async createDesign(name: string, product: string): Promise<void> {
    await this.testId('designs-new').click();
    await this.testId('new-design-tab-blank').click();
    await this.testId('new-design-name').fill(name);
    await this.testId('new-design-product').selectOption(product);
    await this.testId('new-design-create').click();
    await expect(this.testId('studio')).toBeVisible();
  }

  /** Waits until the canvas shows the server's render of the latest change (the first one starts the browser: allow for it). */
  async rendered(): Promise<void> {
    await expect(this.render).toBeVisible({ timeout: 30_000 });
    await expect(this.render).not.toHaveClass(/stale/, { timeout: 30_000 });
  }

  async saved(): Promise<void> {
    await expect(this.saveStatus).toHaveText('Saved', { timeout: 15_000 });
  }

  element(id: string): Locator {
    return this.testId(`element-${id}`);
  }

  prop(label: string): Locator {
    return this.properties.getByLabel(label, { exact: true });
  }

  /**
   * Drops a PNG of the given pixel size on an A6 card at (xMm, yMm) from the page's corner, as the
   * desktop hands a dragged file to the page (built in the page: e2e has no DOM types).
   */
  async dropPng(pixels: { width: number; height: number }, colour: string, xMm: number, yMm: number): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(`(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = ${pixels.width};
      canvas.height = ${pixels.height};
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '${colour}';
      ctx.fillRect(0, 0, ${pixels.width}, ${pixels.height});
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'sticker.png', { type: 'image/png' }));
      return transfer;
    })()`);
    const paper = (await this.canvas.boundingBox())!;
    const dropPoint = { clientX: paper.x + (paper.width * xMm) / 154, clientY: paper.y + (paper.height * yMm) / 111 };
    await this.canvas.dispatchEvent('dragover', { dataTransfer, ...dropPoint });
    await this.canvas.dispatchEvent('drop', { dataTransfer, ...dropPoint });
  }

  async shot(name: string): Promise<void> {
    const { test } = await import('playwright/test');
    await this.page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  }
}

/**
 * A design made from the thank-you starter over the API, opened from the library in a signed-in browser, with the
 * page's uncaught errors collected (a spec ends by expecting none).
 */
export async function openStarterDesign(page: Page, server: RunningServer, request: APIRequestContext): Promise<{ studio: StudioPageObject; designId: string; pageErrors: string[] }> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const made = await request.post(`${server.baseUrl}/api/designs`, { headers: { 'X-API-Key': server.keys.customerKey }, data: { starter_id: 'thank-you-a6-postcard' } });
  expect(made.status()).toBe(201);
  const designId = (await made.json()).id as string;
  await page.goto(server.uiUrl);
  const studio = new StudioPageObject(page);
  await page.getByTestId('design-card-name').first().click();
  await studio.rendered();
  return { studio, designId, pageErrors };
}

/** The text of a proof's print PDF (pdftotext): what would be printed for Ada. */
export async function proofText(request: APIRequestContext, baseUrl: string, headers: Record<string, string>, designId: string, file: string): Promise<string> {
  const proof = await request.post(`${baseUrl}/api/designs/${designId}/proof`, { headers, data: { values: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } });
  expect(proof.status(), await proof.text()).toBe(200);
  const pdf = (await proof.json()).documents.find((d: { format: string }) => d.format === 'pdf');
  writeFileSync(file, await (await request.get(pdf.signed_url)).body());
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}
