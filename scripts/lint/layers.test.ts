import { describe, expect, it } from 'vitest';
import { refusal } from './layers.js';
import { cycles } from './no-cycle.js';

describe('layers: what each layer may import', () => {
  it.each([
    ['src-main/core/domain/x.ts', 'src-main/core/http/errors.ts', false],
    ['src-main/core/engine/html/x.ts', 'src-main/core/db/connection.ts', false],
    ['src-main/core/base/x.ts', 'src-main/core/policy/retention.ts', false],
    ['src-main/core/webhooks/x.ts', 'src-main/core/domain/campaigns.ts', false],
    ['src-main/core/domain/x.ts', 'src-main/core/wiring/create-core.ts', true],
    ['src-renderer/src/x.ts', 'src-main/core/base/ids.ts', false],
    ['src-shared/x.ts', 'src-renderer/src/ui/button.tsx', false],
  ])('refuses %s importing %s', (from, to, typeOnly) => {
    expect(refusal(from, to, typeOnly)).toMatch(/may not import/);
  });

  it.each([
    ['src-main/core/http/x.ts', 'src-main/core/domain/campaigns.ts', false],
    ['src-main/core/domain/x.ts', 'src-main/core/wiring/context.ts', true],
    ['src-main/core/engine/documents/x.ts', 'src-main/core/policy/heap-limits.ts', false],
    ['src-main/core/domain/x.test.ts', 'src-main/core/wiring/create-core.ts', false],
    ['src-main/shell/x.ts', 'src-main/core/wiring/create-core.ts', false],
    ['src-renderer/src/x.ts', 'src-shared/products.ts', false],
  ])('allows %s importing %s', (from, to, typeOnly) => {
    expect(refusal(from, to, typeOnly)).toBeUndefined();
  });

  it('lets the layers below wiring take only types from wiring/context.ts', () => {
    expect(refusal('src-main/core/domain/x.ts', 'src-main/core/wiring/context.ts', false)).toMatch(/only types/);
  });

  it('lets code outside engine/html in only through its index', () => {
    expect(refusal('src-main/core/http/x.ts', 'src-main/core/engine/html/page-geometry.ts', false)).toMatch(/through its index/);
    expect(refusal('scripts/x.ts', 'src-main/core/engine/html/print-to-pdf.ts', false)).toMatch(/through its index/);
    expect(refusal('src-main/core/http/x.ts', 'src-main/core/engine/html/index.ts', false)).toBeUndefined();
    expect(refusal('src-main/core/engine/html/a.ts', 'src-main/core/engine/html/b.ts', false)).toBeUndefined();
  });

  it('keeps files out of the core root', () => {
    expect(refusal('src-main/core/x.ts', 'src-main/core/base/ids.ts', false)).toMatch(/loose/);
  });
});

describe('no-cycle: strongly connected components', () => {
  it('puts the files of a cycle in one component and the rest in none', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
      ['e', new Set(['e2'])],
      ['e2', new Set<string>()],
    ]);
    const component = cycles(edges);
    expect(component.get('a')).toBeDefined();
    expect(new Set([component.get('a'), component.get('b'), component.get('c')]).size).toBe(1);
    expect(component.has('d')).toBe(false);
    expect(component.has('e')).toBe(false);
  });
});
