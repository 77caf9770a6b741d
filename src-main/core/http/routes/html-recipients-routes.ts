import type { CoreContext } from '#core/context.ts';
import { createHtmlRecipient } from '#core/domain/html-recipients/create-html-recipient.ts';
import { signedDocumentUrl } from '#core/domain/signed-urls.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

export function registerHtmlRecipientRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'createHtmlRecipient', async ({ auth, body }) => {
    const { recipient: r, documents, warnings } = await createHtmlRecipient(core, auth.teamId, body);
    return {
      status: 200,
      body: {
        recipient: {
          id: r.id,
          title: r.title,
          first_name: r.first_name,
          last_name: r.last_name,
          company: r.company,
          email: r.email,
          domain: r.domain,
          status: r.status,
          variables: JSON.parse(r.variables_json) as Record<string, unknown>,
          address1: r.address1 ?? '',
          address2: r.address2,
          address3: r.address3,
          city: r.city ?? '',
          state: r.state,
          postal_code: r.postal_code ?? '',
          country: r.country ?? '',
          campaign_id: r.campaign_id,
          is_rendered: true,
          created_at: r.created_at,
        },
        documents: documents.map((d) => ({ id: d.id, format: d.format, type: d.type, src: d.src, signed_url: signedDocumentUrl(core, d.src) })),
        // An extension, only when the renderer left something out: clients of the hosted service see its shape unchanged.
        ...(warnings.length > 0 ? { warnings } : {}),
      },
    };
  });
}
