// A design's merge fields under any usual spelling fill the same recipient field or
// variable wherever the design is rendered: a proof, and the campaigns mailing the
// template it is published as (issue 42, point 3).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textElement } from '#shared/design-elements.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pdftotextMissing, pdfText } from '#core/test-support/pdftotext.ts';
import { A6_POSTCARD, recipient } from '#core/test-support/fixtures.ts';
import { call, htmlTestCore } from '#core/test-support/test-core.ts';

const customer = (core: Core) => ({ key: core.keys.customerKey });
const RETURN = { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' };
const FRONT = {
  styles: { backgroundColor: '#ffffff' },
  html: textElement('greeting', { x: 8, y: 8, width: 130, height: 20 }, 'Dear {{ first_name | default: "Friend" }} {{LAST_NAME}}, your {{ Tier }} card'),
};

async function pdfOf(core: Core, documents: { format: string; signed_url?: string; src?: string }[]): Promise<string> {
  const doc = documents.find((d) => d.format === 'pdf')!;
  const bytes = doc.signed_url ? Buffer.from(await (await core.app.request(new URL(doc.signed_url).pathname + new URL(doc.signed_url).search)).arrayBuffer()) : readFileSync(join(core.context.storageDir, doc.src!));
  return pdfText(bytes).join(' ');
}

describe.skipIf(Boolean(chromiumMissing) || (Boolean(pdftotextMissing()) && process.env.CI !== 'true'))('merge fields under any spelling', () => {
  it('fill the proof and the campaign documents with the recipient’s field and variable; the template asks for them by their API names', async () => {
    const core = htmlTestCore();
    const design = (await call(core, 'POST', '/api/designs', { ...customer(core), body: { product_key: 'a6_postcard', name: 'Spellings', front: FRONT } })).body;

    const proof = await call(core, 'POST', `/api/designs/${design.id}/proof`, { ...customer(core), body: { values: { firstName: 'Ada', lastName: 'Lovelace', tier: 'Gold' } } });
    expect(proof.status).toBe(200);
    expect(await pdfOf(core, proof.body.documents)).toContain('Dear Ada Lovelace, your Gold card');

    const template = (await call(core, 'POST', `/api/designs/${design.id}/publish`, { ...customer(core), body: {} })).body;
    const campaign = (await call(core, 'POST', '/api/campaigns', { ...customer(core), body: { name: 'Spring', delivery_method: 'directMail', frequency: 'oneTime', product_id: A6_POSTCARD, template_id: template.id, return_address: RETURN } })).body;
    // The campaign lists each field once, a recipient field under its API name.
    const view = (await call(core, 'GET', `/api/campaigns/${campaign.id}`, customer(core))).body;
    expect(view.variables.map((v: { id: string; context: string; label: string }) => [v.id, v.context, v.label])).toEqual([
      ['firstName', 'recipient', 'First name'],
      ['lastName', 'recipient', 'Last name'],
      ['Tier', 'custom', 'Tier'],
    ]);
    // {{ Tier }} is required, and a recipient's variables.tier is its value.
    const refused = await call(core, 'POST', '/api/recipients', { ...customer(core), body: { campaignId: campaign.id, data: [recipient()] } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Required by the campaign template');
    const added = await call(core, 'POST', '/api/recipients', { ...customer(core), body: { campaignId: campaign.id, data: [recipient({ variables: { tier: 'Silver' } })] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await core.context.jobs.drain();
    const ada = (await call(core, 'GET', `/api/recipients/${added.body[0].id}`, customer(core))).body;
    expect(ada.is_rendered).toBe(true);
    expect(await pdfOf(core, ada.documents)).toContain('Dear Ada Lovelace, your Silver card');

    // Coverage reads the stored field and variable for the spellings written.
    const coverage = (await call(core, 'GET', `/api/designs/${design.id}/field-coverage?fields=first_name,TIER`, customer(core))).body;
    expect(coverage.fields).toEqual([
      expect.objectContaining({ name: 'first_name', missing: 0, longest: expect.objectContaining({ value: 'Ada' }) }),
      expect.objectContaining({ name: 'TIER', missing: 0, longest: expect.objectContaining({ value: 'Silver' }) }),
    ]);
  }, 120_000);
});
