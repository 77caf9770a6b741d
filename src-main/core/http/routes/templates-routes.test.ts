import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ISO_MICROS_PATTERN } from '#shared/time.ts';
import { A4_LETTER_ID, A6_POSTCARD_ID, createTemplate, provision } from '#core/test-support/partner-flow.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TS = expect.stringMatching(ISO_MICROS_PATTERN);
type TestCore = ReturnType<typeof testCore>;
const create = (core: TestCore, body: unknown, key = core.keys.customerKey) => call(core, 'POST', '/api/templates', { key, body });

const block = { type: 'text', x: 10, y: 10, width: 60, height: 40, content: '<p>Hi {{firstName}}, your {{favouriteColour}} box ships soon.</p>' };

describe('POST /api/templates', () => {
  it('creates a default published template named Untitled Template', async () => {
    const core = testCore();
    const res = await create(core, { product_id: A6_POSTCARD_ID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Untitled Template',
      status: 'active',
      team_id: core.keys.teamId,
      created_at: TS,
      updated_at: TS,
      published_at: TS,
      version: {
        id: expect.stringMatching(UUID),
        version_number: 1,
        status: 'published',
        product: { id: A6_POSTCARD_ID, name: 'A6 Postcard', category: 'postcard', subcategory: 'A6' },
        pages: [{ count: 2 }],
      },
    });
  });

  it('keeps a given name and counts a letter as one page', async () => {
    const core = testCore();
    const res = await create(core, { name: 'Welcome letter', product_id: A4_LETTER_ID });
    expect(res.body).toMatchObject({ name: 'Welcome letter', version: { product: { category: 'letter' }, pages: [{ count: 1 }] } });
  });

  it('400s for a missing or unknown product_id', async () => {
    const core = testCore();
    const missing = await create(core, { name: 'x' });
    expectErrorBody(missing.body, 400, 'Validation error');
    expect(missing.body.data.product_id._errors).toEqual(['Required']);
    const unknown = await create(core, { product_id: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.product_id._errors).toEqual(['Unknown product']);
    const byKey = await create(core, { product_id: 'a6_postcard' });
    expect(byKey.status).toBe(400);
  });

  it('stores custom pages of text blocks, with defaults filled in', async () => {
    const core = testCore();
    const pages = [{ blocks: [] }, { blocks: [{ ...block, fontFamily: 'Knowles', fontSize: '14pt', color: 'darkBlue', textAlign: 'center' }] }];
    const res = await create(core, { product_id: A6_POSTCARD_ID, pages });
    expect(res.status).toBe(200);
    expect(res.body.version.pages).toEqual([{ count: 2 }]);
    const stored = core.context.db.prepare('SELECT pages_json FROM template_versions WHERE id = ?').get(res.body.version.id) as { pages_json: string };
    expect(JSON.parse(stored.pages_json)[1].blocks[0]).toEqual({ ...pages[1]!.blocks[0], verticalAlign: 'top', autoResize: false });
    const oneSide = await create(core, { product_id: A6_POSTCARD_ID, pages: [{ blocks: [block] }] });
    expect(oneSide.body.version.pages).toEqual([{ count: 1 }]);
  });

  it('400s for page data that is malformed or does not fit the product', async () => {
    const core = testCore();
    const cases: [unknown, (data: any) => unknown][] = [
      [{ blocks: [] }, (d) => d.pages._errors],
      [[{ blocks: [{ ...block, fontFamily: 'Comic Sans' }] }], (d) => d.pages[0].blocks[0].fontFamily._errors],
      [[{ blocks: [{ ...block, color: 'red' }] }], (d) => d.pages[0].blocks[0].color._errors],
      [[{ blocks: [{ ...block, fontSize: '16' }] }], (d) => d.pages[0].blocks[0].fontSize._errors],
      [[{ blocks: [{ ...block, x: 100 }] }], (d) => d.pages[0].blocks[0].width._errors],
      [[{ blocks: [{ ...block, height: 100 }] }], (d) => d.pages[0].blocks[0].height._errors],
      [[{ blocks: [{ ...block, width: 0 }] }], (d) => d.pages[0].blocks[0].width._errors],
      [[{ blocks: [{ ...block, rotation: 5 }] }], (d) => d.pages[0].blocks[0]._errors],
      [[{ blocks: [] }, { blocks: [] }, { blocks: [] }], (d) => d.pages._errors],
      [[], (d) => d.pages._errors],
    ];
    for (const [pages, errorsAt] of cases) {
      const res = await create(core, { product_id: A6_POSTCARD_ID, pages });
      expect(res.status, JSON.stringify(pages)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect((errorsAt(res.body.data) as string[]).length, JSON.stringify(pages)).toBeGreaterThan(0);
    }
    const objectPages = await create(core, { product_id: A6_POSTCARD_ID, pages: { blocks: [] } });
    expect(objectPages.body.data.pages._errors).toEqual(['Expected array, received object']);
    expect(core.context.db.prepare('SELECT count(*) AS n FROM templates').get()).toEqual({ n: 1 });
  });

  it('is for customer-team keys', async () => {
    const core = testCore();
    expectErrorBody((await create(core, { product_id: A6_POSTCARD_ID }, core.keys.partnerKey)).body, 401, 'Invalid authentication token.');
    expect((await call(core, 'POST', '/api/templates', { body: { product_id: A6_POSTCARD_ID } })).status).toBe(401);
  });
});

describe('GET /api/templates and /api/templates/{id}', () => {
  it('lists the team templates with the list shape', async () => {
    const core = testCore();
    const created = await createTemplate(core, core.keys.customerKey, { name: 'Thanks', product_id: A6_POSTCARD_ID });
    const res = await call(core, 'GET', '/api/templates', { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      ...created,
      version: {
        id: created.version.id,
        version_number: 1,
        status: 'published',
        pages: [{ count: 2 }],
        product: { id: A6_POSTCARD_ID, name: 'A6 Postcard', category: 'postcard', standard: 'ISO', delivery_methods: ['directMail', 'bulkShipping'] },
      },
    });
  });

  it('fetches one with print_config and the product subcategory', async () => {
    const core = testCore();
    const created = await createTemplate(core, core.keys.customerKey, { product_id: A4_LETTER_ID });
    const res = await call(core, 'GET', `/api/templates/${created.id}`, { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, version: { ...created.version, print_config: 'simplex' } });
    const postcard = (await call(core, 'GET', '/api/templates', { key: core.keys.customerKey })).body.find((t: any) => t.version.product.id === A6_POSTCARD_ID);
    expect((await call(core, 'GET', `/api/templates/${postcard.id}`, { key: core.keys.customerKey })).body.version.print_config).toBe('duplex');
  });

  it('never shows another team its templates', async () => {
    const core = testCore();
    const other = await provision(core);
    expect((await call(core, 'GET', '/api/templates', { key: other.apiKey.key })).body).toEqual([]);
    const mine = (await call(core, 'GET', '/api/templates', { key: core.keys.customerKey })).body[0];
    const res = await call(core, 'GET', `/api/templates/${mine.id}`, { key: other.apiKey.key });
    expectErrorAnswer(res, 404, 'Template not found');
  });

  it('never returns a template that only has a draft version', async () => {
    const core = testCore();
    const db = core.context.db;
    const id = randomUUID();
    const now = '2026-01-01T00:00:00.000000+00:00';
    db.prepare("INSERT INTO templates (id, team_id, name, status, created_at, updated_at) VALUES (?, ?, 'Draft only', 'active', ?, ?)").run(id, core.keys.teamId, now, now);
    db.prepare("INSERT INTO template_versions (id, template_id, version_number, status, product_id, print_config, pages_json, created_at) VALUES (?, ?, 1, 'draft', ?, 'duplex', '[]', ?)").run(
      randomUUID(), id, A6_POSTCARD_ID, now,
    );
    const list = await call(core, 'GET', '/api/templates', { key: core.keys.customerKey });
    expect(list.body.map((t: any) => t.name)).not.toContain('Draft only');
    expect((await call(core, 'GET', `/api/templates/${id}`, { key: core.keys.customerKey })).status).toBe(404);
  });

  it('answers 401 without a customer-team key', async () => {
    const core = testCore();
    expect((await call(core, 'GET', '/api/templates', { key: core.keys.partnerKey })).status).toBe(401);
    expect((await call(core, 'GET', '/api/templates/x')).status).toBe(401);
  });
});
