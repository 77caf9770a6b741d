import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, createTemplate, A6_POSTCARD } from '../test-support/fixtures.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '../test-support/test-core.ts';
import { chromiumMissing } from '../test-support/chromium.ts';

// Field names a caller chooses become keys of error trees and maps. Names that are
// also built-in properties of every JS object must be plain keys, never a 500.
const BUILT_INS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', '_errors'];
const htmlBody = (styles: string) =>
  `{"product_key":"a6_postcard","data":{"first_name":"Ada","last_name":"L","address":{"address1":"1 A St","city":"Leeds","postal_code":"LS1 1AA","country":"GB"}},"html":{"front":{"html":"<p>Hi</p>","styles":${styles}}}}`;
const admin = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('body keys named like built-in properties', () => {
  it.each(BUILT_INS)('html.front.styles {"%s": true} is a 400 validation error on that key', async (name) => {
    const core = testCore({ workers: false });
    const body = htmlBody(`{"${name}":true}`);
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body });
    expectErrorAnswer(res, 400, 'Validation error');
    const styles = res.body.data.html.front.styles;
    if (name === '_errors') expect(styles._errors[0]).toMatch(/^_errors: /);
    else expect(Object.keys(styles)).toEqual(['_errors', name]);
  });

  it.skipIf(Boolean(chromiumMissing)).each(['constructor', 'toString', 'hasOwnProperty'])('html.front.styles {"%s": "x"} renders (an unknown CSS property, as a browser takes it)', async (name) => {
    const core = testCore({ workers: false });
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: htmlBody(`{"${name}":"x"}`) });
    expect(res.status).toBe(200);
    expect(res.body.recipient.variables.html.front.styles).toEqual({ [name]: 'x' });
    await core.context.htmlEngine().close();
  });

  it.each(BUILT_INS)('sandbox product keys {"keys": {"%s": "x"}} is a 400 naming the key, and nothing is stored', async (name) => {
    const core = testCore({ workers: false });
    const path = `/_sandbox/teams/${core.keys.teamId}/product-keys`;
    const res = await call(core, 'PUT', path, { headers: admin(core.keys.adminToken), body: `{"keys":{"${name}":"x"}}` });
    expectErrorBody(res.body, 400, 'Validation error');
    if (name === '_errors') expect(res.body.data.keys._errors[0]).toMatch(/^_errors: /);
    else expect(Object.keys(res.body.data.keys)).toContain(name);
    const after = await call(core, 'PUT', path, { headers: admin(core.keys.adminToken), body: { keys: {} } });
    expect(after.body.keys).toEqual({});
  });

  it('a recipient field error under such a name is a 400, and the template placeholder {{constructor}} is a custom variable', async () => {
    const core = testCore({ workers: false });
    const templateId = await createTemplate(core, { product_id: A6_POSTCARD, pages: [{ blocks: [] }, { blocks: [{ type: 'text', x: 5, y: 5, width: 60, height: 30, content: 'Hi {{constructor}} {{toString}}' }] }] });
    const campaign = await createCampaign(core, { template_id: templateId });
    expect(campaign.variables.map((v: any) => [v.id, v.context, v.label])).toEqual([
      ['constructor', 'custom', 'Constructor'],
      ['toString', 'custom', 'To string'],
    ]);
    const missing = await addRecipients(core, campaign.id, { firstName: 'Ada', lastName: 'L', address: { address1: '1 A St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } });
    expectErrorBody(missing.body, 400, 'Validation error');
    expect(missing.body.data.data.variables.constructor._errors).toEqual(['Required by the campaign template']);
    const wrongType = await addRecipients(core, campaign.id, { firstName: 'Ada', lastName: 'L', constructor: 5, address: { address1: '1 A St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' }, variables: { toString: 'y' } });
    expectErrorBody(wrongType.body, 400, 'Validation error');
    const ok = await addRecipients(core, campaign.id, { firstName: 'Ada', lastName: 'L', address: { address1: '1 A St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' }, variables: { constructor: 'x', toString: 'y', __proto__: 'z' } });
    expect(ok.status).toBe(200);
    expect(ok.body[0].variables).toMatchObject({ constructor: 'x', toString: 'y' });
  });
});
