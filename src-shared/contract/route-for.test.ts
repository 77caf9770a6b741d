import { describe, expect, it } from 'vitest';
import { routeFor } from './index.ts';

describe('routeFor', () => {
  it('finds the declared route of a request, by method and path', () => {
    expect(routeFor('GET', '/api/campaigns')?.name).toBe('campaignsList');
    expect(routeFor('post', '/api/campaigns')?.name).toBe('campaignsCreate');
    expect(routeFor('GET', '/api/campaigns/')?.name).toBe('campaignsList');
    expect(routeFor('GET', '/api/recipients/0190a3c2-7b1e-7000-8000-000000000001')?.name).toBe('getRecipient');
  });

  it('prefers a literal path to a parameter', () => {
    expect(routeFor('POST', '/api/recipients/html')?.name).toBe('createHtmlRecipient');
  });

  it('answers nothing for an undeclared method or path', () => {
    expect(routeFor('PUT', '/api/campaigns')).toBeUndefined();
    expect(routeFor('GET', '/api/nothing-here')).toBeUndefined();
  });
});
