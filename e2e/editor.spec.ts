import { expect, test } from './fixtures.ts';
import { EditorPageObject } from './pages/editor-page.ts';

test('the HTML side editor previews a side at real size, inserts Smart QR placeholders and reports invalid ones', async ({ page, server }) => {
  await page.goto(server.uiUrl);
  const editor = new EditorPageObject(page);
  await editor.open();
  await expect(editor.preview).toBeVisible();
  await expect(editor.slots).toContainText('menu');
  await expect(editor.slots).toContainText('https://example.com/menu');
  await page.screenshot({ path: test.info().outputPath('editor.png'), fullPage: true });

  await editor.side('back');
  await editor.typeHtml('<p style="margin:10mm">Thanks!</p>');
  await editor.insertSmartQr();
  await expect(editor.slots).toContainText('qr-1');

  await editor.typeHtml('<div data-sqr data-sqr-id="x" data-sqr-destination="https://example.com" data-sqr-dots-type="stars"></div>');
  await expect(editor.errors).toContainText('data-sqr-dots-type');
});
