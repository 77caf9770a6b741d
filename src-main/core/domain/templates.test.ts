import { describe, expect, it } from 'vitest';
import { newTemplateVersion } from './templates.ts';

describe('newTemplateVersion', () => {
  const now = '2026-03-01T10:00:00.000Z';

  it('builds a published version 1, simplex or duplex from its pages', () => {
    const one = newTemplateVersion({ templateId: 't1', productId: 'p1', pages: [{ html: 'a' }], now });
    expect(one).toEqual({ id: expect.any(String), template_id: 't1', version_number: 1, status: 'published', product_id: 'p1', print_config: 'simplex', pages_json: '[{"html":"a"}]', created_at: now });
    expect(newTemplateVersion({ templateId: 't1', productId: 'p1', pages: [{}, {}], now }).print_config).toBe('duplex');
  });

  it('takes the next number, a print config and the design it was published from', () => {
    const version = newTemplateVersion({ templateId: 't1', productId: 'p1', pages: [], now, versionNumber: 3, printConfig: 'duplex', design: { id: 'd1', orientation: 'portrait' } });
    expect(version).toMatchObject({ version_number: 3, print_config: 'duplex', pages_json: '[]', design_id: 'd1', orientation: 'portrait' });
  });
});
