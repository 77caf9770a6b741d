import type { APIRequestContext } from 'playwright/test';
import type { RunningServer } from './headless-server.ts';

/** A one-time direct-mail campaign on the team's template, made over the API as a client would. */
export async function oneTimeCampaign(server: RunningServer, request: APIRequestContext, name: string): Promise<{ id: string }> {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const [template] = await (await request.get(`${server.baseUrl}/api/templates`, { headers })).json();
  const created = await request.post(`${server.baseUrl}/api/campaigns`, {
    headers,
    data: { name, delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id },
  });
  return created.json();
}
