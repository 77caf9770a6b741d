import { describe, expect, it } from 'vitest';
import { call, testCore } from '#core/test-support/test-core.ts';

describe('GET /api/docs', () => {
  it('serves the API reference page and its Swagger UI files offline, without a key', async () => {
    const core = testCore();
    const page = await core.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("url: '/api/openapi.json'");
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/); // nothing from the internet
    for (const [file, type] of [['swagger-ui-bundle.js', /javascript/], ['swagger-ui.css', /css/]] as const) {
      const res = await core.app.request(`/api/docs/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    const other = await call(core, 'GET', '/api/docs/assets/..%2Fpackage.json');
    expect(other.status).toBe(400);
  });
});
