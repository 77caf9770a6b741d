import { describe, expect, it } from 'vitest';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { provisionTeam } from '#core/test-support/fixtures.ts';

const customer = (core: Core) => ({ key: core.keys.customerKey });

async function create(core: Core, body: Record<string, unknown>) {
  const res = await call(core, 'POST', '/api/designs', { ...customer(core), body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

describe('/api/designs', () => {
  it('creates a design that opens on a layout for its product, with its merge fields listed', async () => {
    const core = testCore();
    const design = await create(core, { product_key: 'a6_postcard' });
    expect(design).toMatchObject({ name: 'Untitled design', product_key: 'a6_postcard', orientation: 'landscape', include_envelope: false, template_id: null });
    expect(design.front.html).toContain('data-ink-kind="handwriting"');
    expect(design.back.html).toContain('data-ink-kind="address"');
    expect(design.merge_fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'address1', 'postalCode']));
    const letter = await create(core, { product_key: 'a4_letter', name: 'Welcome letter' });
    expect(letter).toMatchObject({ orientation: 'portrait', back: null });
  });

  it('refuses unknown products, envelopes a product does not take, oversized sides and unknown fields, storing nothing', async () => {
    const core = testCore();
    const cases: [Record<string, unknown>, (data: any) => unknown][] = [
      [{ product_key: 'a9_postcard' }, (d) => d.product_key._errors[0]],
      [{ product_key: 'a6_postcard', include_envelope: true }, (d) => d.include_envelope._errors[0]],
      [{ product_key: 'a6_postcard', front: { html: 'x'.repeat(260 * 1024) } }, (d) => d.front.html._errors[0]],
      [{ product_key: 'a6_postcard', colour: 'red' }, (d) => d._errors[0]],
    ];
    for (const [body, message] of cases) {
      const res = await call(core, 'POST', '/api/designs', { ...customer(core), body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(message(res.body.data)).toEqual(expect.any(String));
    }
    expect((await call(core, 'GET', '/api/designs', customer(core))).body).toEqual([]);
  });

  it('lists the newest change first, searches names, saves changes, duplicates and deletes', async () => {
    const core = testCore();
    const spring = await create(core, { product_key: 'a6_postcard', name: 'Spring thank-you' });
    const autumn = await create(core, { product_key: 'a5_card', name: 'Autumn welcome', include_envelope: true });
    const saved = await call(core, 'PATCH', `/api/designs/${spring.id}`, { ...customer(core), body: { front: { html: '<p>Hello {{firstName}} from {{city}}</p>' } } });
    expect(saved.status).toBe(200);
    // The front's fields first, then the starter back's address fields.
    expect(saved.body.merge_fields.slice(0, 3)).toEqual(['firstName', 'city', 'lastName']);
    const list = await call(core, 'GET', '/api/designs', customer(core));
    expect(list.body.map((d: any) => d.name)).toEqual(['Spring thank-you', 'Autumn welcome']);
    expect((await call(core, 'GET', '/api/designs?q=autumn', customer(core))).body.map((d: any) => d.id)).toEqual([autumn.id]);

    // Changing to a product without envelopes drops the envelope rather than refusing the change.
    const postcard = await call(core, 'PATCH', `/api/designs/${autumn.id}`, { ...customer(core), body: { product_key: 'a6_postcard' } });
    expect(postcard.body).toMatchObject({ product_key: 'a6_postcard', include_envelope: false });
    const empty = await call(core, 'PATCH', `/api/designs/${autumn.id}`, { ...customer(core), body: {} });
    expect(empty.status).toBe(400);

    const copy = await call(core, 'POST', `/api/designs/${spring.id}/duplicate`, customer(core));
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Spring thank-you (copy)', front: { html: '<p>Hello {{firstName}} from {{city}}</p>' } });
    expect((await call(core, 'DELETE', `/api/designs/${spring.id}`, customer(core))).status).toBe(204);
    expect((await call(core, 'GET', `/api/designs/${spring.id}`, customer(core))).status).toBe(404);
    expect((await call(core, 'DELETE', `/api/designs/${spring.id}`, customer(core))).status).toBe(404);
    expect((await call(core, 'GET', '/api/designs', customer(core))).body.map((d: any) => d.name).sort()).toEqual(['Autumn welcome', 'Spring thank-you (copy)']);
  });

  it('exports a design as one file that imports back as a new design', async () => {
    const core = testCore();
    const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const design = await create(core, { product_key: 'a6_postcard', name: 'With a logo', front: { html: `<img src="${image}" style="position:absolute;left:5mm;top:5mm;width:20mm">`, styles: { backgroundColor: '#fff' } } });
    const exported = await call(core, 'GET', `/api/designs/${design.id}/export`, customer(core));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="With a logo.inkpost.json"');
    expect(exported.body).toMatchObject({ format: 'inkpost-design', version: 1, front: design.front, back: design.back });
    const imported = await call(core, 'POST', '/api/designs/import', { ...customer(core), body: exported.body });
    expect(imported.status).toBe(201);
    expect(imported.body.id).not.toBe(design.id);
    expect(imported.body.front).toEqual(design.front);
    const notOurs = await call(core, 'POST', '/api/designs/import', { ...customer(core), body: { ...exported.body, format: 'canva' } });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.data.format._errors).toEqual(['Invalid literal value, expected "inkpost-design"']);
  });

  it("keeps each team's designs to itself", async () => {
    const core = testCore();
    const design = await create(core, { product_key: 'a6_postcard' });
    const other = await provisionTeam(core);
    for (const [method, path] of [
      ['GET', `/api/designs/${design.id}`],
      ['PATCH', `/api/designs/${design.id}`],
      ['POST', `/api/designs/${design.id}/duplicate`],
      ['GET', `/api/designs/${design.id}/export`],
      ['POST', `/api/designs/${design.id}/publish`],
      ['DELETE', `/api/designs/${design.id}`],
    ] as const) {
      const res = await call(core, method, path, { key: other.key, body: method === 'PATCH' ? { name: 'Mine now' } : method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expectErrorBody(res.body, 404, 'Design not found');
    }
    expect((await call(core, 'GET', '/api/designs', { key: other.key })).body).toEqual([]);
    expect((await call(core, 'GET', `/api/designs/${design.id}`, customer(core))).body.name).toBe('Untitled design');
  });
});
