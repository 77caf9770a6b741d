import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, RETURN_ADDRESS, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';

const UNKNOWN = 'Unknown country: use a two- or three-letter ISO code or an English country name';

describe('countries as people write them, everywhere a country is taken', () => {
  it('recipients: names, aliases and alpha-3 codes are stored and answered as alpha-2', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const written = ['United Kingdom', 'UK', 'Great Britain', 'GBR', 'gb'];
    const res = await addRecipients(core, campaign.id, written.map((country) => recipient({ address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country } })));
    expect(res.status).toBe(200);
    expect(res.body.map((r: { country: string }) => r.country)).toEqual(['GB', 'GB', 'GB', 'GB', 'GB']);
    const fetched = await call(core, 'GET', `/api/recipients/${res.body[0].id}`, { key: core.keys.customerKey });
    expect(fetched.body.country).toBe('GB');
  });

  it('recipients: an unknown name is the common 400 naming the field, and nothing is stored', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [recipient(), recipient({ address: { address1: '1 Lamp Post', city: 'Cair Paravel', postalCode: 'N1', country: 'Narnia' } })]);
    expectErrorAnswer(res, 400, 'Validation error');
    expect(res.body.data.data[1].address.country._errors).toEqual([UNKNOWN]);
    const list = await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey });
    expect(list.body.metrics.total).toBe(0);
  });

  it('the state rule applies after normalising: United States, USA and Australia need a state', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [
      recipient({ address: { address1: '1 Main St', city: 'Austin', postalCode: '78701', country: 'U.S.A.' } }),
      recipient({ address: { address1: '1 George St', city: 'Sydney', postalCode: '2000', country: 'Australia' } }),
      recipient({ address: { address1: '1 George St', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AUS' } }),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.data.data[0].address.state._errors).toEqual(['Required for US addresses']);
    expect(res.body.data.data[1].address.state._errors).toEqual(['Required for AU addresses']);
    expect(res.body.data.data[2]).toBeUndefined();
  });

  it('campaign return addresses take names too, and refuse unknown ones', async () => {
    const core = testCore();
    const campaign = await createCampaign(core, { return_address: { ...RETURN_ADDRESS, country: 'United States' } });
    expect(campaign.return_address.country).toBe('US');
    const bad = await call(core, 'POST', '/api/campaigns', {
      key: core.keys.customerKey,
      body: { name: 'x', delivery_method: 'directMail', frequency: 'oneTime', product_id: campaign.product_id, template_id: campaign.template_id, return_address: { ...RETURN_ADDRESS, country: 'Atlantis' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.return_address.country._errors).toEqual([UNKNOWN]);
  });
});
