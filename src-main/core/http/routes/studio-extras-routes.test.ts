import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { A6_POSTCARD, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

const customer = (core: Core) => ({ key: core.keys.customerKey });
const RETURN = { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' };

describe('/api/starters', () => {
  it("lists Inkpost's gallery and makes a design from a starter, with the starter's product, sides and name", async () => {
    const core = testCore();
    const list = await call(core, 'GET', '/api/starters', customer(core));
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.body.map((s: any) => s.occasion)).size).toBeGreaterThanOrEqual(12);
    const winBack = list.body.find((s: any) => s.id === 'win-back-a6-postcard');
    expect(winBack).toMatchObject({ source: 'inkpost', product_key: 'a6_postcard', created_at: null });

    const made = await call(core, 'POST', '/api/designs', { ...customer(core), body: { starter_id: 'win-back-a6-postcard' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: winBack.name, product_key: 'a6_postcard', orientation: 'landscape' });
    expect(made.body.front.html).toContain('data-ink-kind="qr"');
    expect(made.body.merge_fields).toContain('firstName');

    const letter = await call(core, 'POST', '/api/designs', { ...customer(core), body: { starter_id: 'donor-thanks-a4-letter', name: 'Our donors' } });
    expect(letter.body).toMatchObject({ name: 'Our donors', product_key: 'a4_letter', back: null });
  });

  it('refuses an unknown starter, a product the starter is not laid out for, and a body with neither, storing nothing', async () => {
    const core = testCore();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ starter_id: 'nope' }, 'starter_id', 'Starter not found'],
      [{ starter_id: 'win-back-a6-postcard', product_key: 'a5_card' }, 'product_key', 'The starter is laid out for'],
      [{ starter_id: 'win-back-a6-postcard', orientation: 'portrait' }, 'orientation', 'The starter is laid out landscape'],
      [{ name: 'Nothing to start from' }, 'product_key', 'Required (or a starter_id)'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(core, 'POST', '/api/designs', { ...customer(core), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors[0]).toContain(message);
    }
    expect((await call(core, 'GET', '/api/designs', customer(core))).body).toEqual([]);
  });

  it("keeps a design as the team's starter (a copy), lists it first, and removes only the team's own", async () => {
    const core = testCore();
    const design = (await call(core, 'POST', '/api/designs', { ...customer(core), body: { product_key: 'a6_postcard', name: 'Spring' } })).body;
    const saved = await call(core, 'POST', '/api/starters', { ...customer(core), body: { design_id: design.id, occasion: 'thank-you' } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Spring', occasion: 'thank-you', source: 'team', product_key: 'a6_postcard', created_at: expect.any(String) });
    await call(core, 'PATCH', `/api/designs/${design.id}`, { ...customer(core), body: { front: { html: '<p>changed</p>' } } });

    const list = (await call(core, 'GET', '/api/starters', customer(core))).body;
    expect(list[0].id).toBe(saved.body.id);
    const copy = await call(core, 'POST', '/api/designs', { ...customer(core), body: { starter_id: saved.body.id } });
    expect(copy.body.front.html).toContain('data-ink-kind="handwriting"'); // the starter kept the design as it was

    const other = await provisionTeam(core);
    expect((await call(core, 'GET', '/api/starters', { key: other.key })).body.map((s: any) => s.id)).not.toContain(saved.body.id);
    expect((await call(core, 'DELETE', `/api/starters/${saved.body.id}`, { key: other.key })).status).toBe(404);
    const own = await call(core, 'DELETE', '/api/starters/win-back-a6-postcard', customer(core));
    expectErrorAnswer(own, 403, "Inkpost's own starters cannot be removed");
    expect((await call(core, 'POST', '/api/starters', { ...customer(core), body: { design_id: 'nope' } })).body.data.design_id._errors[0]).toBe('Design not found');
    expect((await call(core, 'DELETE', `/api/starters/${saved.body.id}`, customer(core))).status).toBe(204);
    expect((await call(core, 'GET', '/api/starters', customer(core))).body.map((s: any) => s.id)).not.toContain(saved.body.id);
  });
});

describe('/api/brand-kit', () => {
  it('starts empty, saves the whole kit, refuses a bad colour or font without changing it, and a starter adopts it', async () => {
    const core = testCore();
    expect((await call(core, 'GET', '/api/brand-kit', customer(core))).body).toEqual({ logo: null, logos: [], colours: [], heading_font: null, body_font: null, updated_at: null });
    const kit = { logo: null, colours: [{ name: 'Teal', value: '#0A6B5A' }], heading_font: 'Bebas Neue', body_font: 'Lora' };
    const put = await call(core, 'PUT', '/api/brand-kit', { ...customer(core), body: kit });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ colours: [{ name: 'Teal', value: '#0a6b5a' }], heading_font: 'Bebas Neue', updated_at: expect.any(String) });

    const bad = await call(core, 'PUT', '/api/brand-kit', { ...customer(core), body: { ...kit, colours: [{ name: 'x', value: 'teal' }], heading_font: 'Comic Sans' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.colours[0].value._errors[0]).toBe('A colour as #rrggbb');
    expect(bad.body.data.heading_font._errors[0]).toContain('bundled print typefaces');
    expect((await call(core, 'GET', '/api/brand-kit', customer(core))).body.heading_font).toBe('Bebas Neue');

    const adopted = await call(core, 'POST', '/api/designs', { ...customer(core), body: { starter_id: 'thank-you-a6-postcard', adopt_brand_kit: true } });
    expect(adopted.body.front.html).toContain('#0a6b5a');
    expect(adopted.body.front.html).toContain("'Bebas Neue'");
  });

  it('keeps several logos, each for a light or a dark ground, and refuses one without its ground', async () => {
    const core = testCore();
    const logos = [{ name: 'Ink on paper', ground: 'light', src: 'data:image/png;base64,iVBORw0KGgo=' }, { name: 'White', ground: 'dark', src: 'data:image/svg+xml;base64,PHN2Zy8+' }];
    const put = await call(core, 'PUT', '/api/brand-kit', { ...customer(core), body: { logo: null, logos, colours: [], heading_font: null, body_font: null } });
    expect(put.status).toBe(200);
    expect((await call(core, 'GET', '/api/brand-kit', customer(core))).body.logos).toEqual(logos);
    const bad = await call(core, 'PUT', '/api/brand-kit', { ...customer(core), body: { logo: null, logos: [{ name: 'x', ground: 'grey', src: logos[0]!.src }], colours: [], heading_font: null, body_font: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.logos[0].ground._errors[0]).toBe("The ground it goes on: 'light' or 'dark'");
    expect((await call(core, 'GET', '/api/brand-kit', customer(core))).body.logos).toEqual(logos);
  });
});

describe('/api/designs/{id}/field-coverage', () => {
  it("counts the recipients of the campaigns mailing a design who lack a field, names one, finds the longest value, and lists their variables", async () => {
    const core = testCore();
    const design = (await call(core, 'POST', '/api/designs', { ...customer(core), body: { product_key: 'a6_postcard' } })).body;
    const before = await call(core, 'GET', `/api/designs/${design.id}/field-coverage?fields=tier`, customer(core));
    expect(before.body).toEqual({ campaigns: [], variables: [], fields: [{ name: 'tier', missing: 0, example: null, longest: null }] });

    const template = (await call(core, 'POST', `/api/designs/${design.id}/publish`, { ...customer(core), body: {} })).body;
    const campaign = (await call(core, 'POST', '/api/campaigns', { ...customer(core), body: { name: 'Spring', delivery_method: 'directMail', frequency: 'oneTime', product_id: A6_POSTCARD, template_id: template.id, return_address: RETURN } })).body;
    const added = await call(core, 'POST', '/api/recipients', {
      ...customer(core),
      body: { campaignId: campaign.id, data: [recipient({ variables: { tier: 'Gold', message: 'Hi' } }), recipient({ firstName: 'Grace', lastName: 'Hopper', variables: { tier: 'Platinum' } }), recipient({ firstName: 'Alan', lastName: 'Turing' })] },
    });
    expect(added.status).toBe(200);

    const coverage = await call(core, 'GET', `/api/designs/${design.id}/field-coverage?fields=tier,firstName`, customer(core));
    expect(coverage.status).toBe(200);
    expect(coverage.body.campaigns).toEqual([{ id: campaign.id, name: 'Spring', recipients: 3 }]);
    expect(coverage.body.variables).toEqual(['message', 'tier']);
    expect(coverage.body.fields[0]).toMatchObject({ name: 'tier', missing: 1, example: { name: 'Alan Turing', campaign_id: campaign.id }, longest: { name: 'Grace Hopper', value: 'Platinum' } });
    expect(coverage.body.fields[1]).toMatchObject({ name: 'firstName', missing: 0, example: null });
    expect((await call(core, 'GET', '/api/designs/nope/field-coverage', customer(core))).status).toBe(404);
  });
});
