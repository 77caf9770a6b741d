import { useState } from 'react';
import { PRODUCTS } from '../../../../src-shared/products.ts';
import { useApiMutation, useApiQuery } from '../../api/queries.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { fieldErrors } from '../../ui/error-tree.ts';
import { Field } from '../../ui/field.tsx';
import { DELIVERY_WORDS, FREQUENCY_WORDS } from './campaign-words.ts';

const ADDRESS_FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['company', 'Company'],
  ['address1', 'Address line 1'],
  ['address2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State or region'],
  ['postal_code', 'Postal code'],
  ['country', 'Country'],
] as const;
type AddressForm = Record<(typeof ADDRESS_FIELDS)[number][0], string>;
const EMPTY_ADDRESS: AddressForm = { first_name: '', last_name: '', company: '', address1: '', address2: '', city: '', state: '', postal_code: '', country: '' };

function addressBody(form: AddressForm) {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '')) as Record<string, string> & { address1: string; city: string; country: string };
}

/**
 * A new campaign: name, design (a published template), product, delivery,
 * frequency, return address and, for bulk shipping, where the box goes. The
 * API's rules decide what is allowed; its errors appear beside their fields.
 */
export function NewCampaignDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const templates = useApiQuery('templatesList');
  const create = useApiMutation('campaignsCreate', { invalidates: ['campaignsList'] });
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [productId, setProductId] = useState('');
  const [delivery, setDelivery] = useState<'directMail' | 'bulkShipping'>('directMail');
  const [frequency, setFrequency] = useState<'oneTime' | 'recurring'>('oneTime');
  const [envelope, setEnvelope] = useState(false);
  const [returnAddress, setReturnAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [shipping, setShipping] = useState<AddressForm>(EMPTY_ADDRESS);
  const template = templates.data?.find((t) => t.id === templateId) ?? templates.data?.[0];
  const product = PRODUCTS.find((p) => p.id === (productId || template?.version.product.id));
  const error = (...path: string[]) => fieldErrors(create.error?.body, path);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!template || !product) return;
    const hasReturn = Object.values(returnAddress).some((v) => v.trim());
    create.mutate(
      {
        body: {
          name,
          template_id: template.id,
          product_id: product.id,
          delivery_method: delivery,
          frequency,
          ...(product.supportsEnvelope ? { include_envelope: envelope } : {}),
          ...(hasReturn ? { return_address: addressBody(returnAddress) } : {}),
          ...(delivery === 'bulkShipping' ? { shipping_address: addressBody(shipping) } : {}),
        } as never,
      },
      { onSuccess: (campaign) => onCreated(campaign.id) },
    );
  };

  const addressFields = (form: AddressForm, set: (f: AddressForm) => void, key: 'return_address' | 'shipping_address') => (
    <div className="address-grid">
      {ADDRESS_FIELDS.map(([field, label]) => (
        <Field key={field} label={label} error={error(key, field)}>
          {(props) => <input {...props} value={form[field]} onChange={(e) => set({ ...form, [field]: e.target.value })} data-testid={`${key}-${field}`} />}
        </Field>
      ))}
    </div>
  );

  return (
    <Dialog title="New campaign" onClose={onClose} wide testId="new-campaign-dialog">
      <form className="stack" onSubmit={submit}>
        <div className="address-grid">
          <Field label="Name" error={error('name')}>
            {(props) => <input {...props} value={name} onChange={(e) => setName(e.target.value)} placeholder="Spring thank-yous" data-testid="campaign-name" />}
          </Field>
          <Field label="Design" hint="Designs published as templates, and the team's templates." error={error('template_id')}>
            {(props) =>
              templates.isError ? (
                <p className="notice notice--error">{templates.error.message}</p>
              ) : (
                <select {...props} value={template?.id ?? ''} disabled={!templates.data} onChange={(e) => (setTemplateId(e.target.value), setProductId(''))} data-testid="campaign-template">
                  {!templates.data && <option>Loading…</option>}
                  {templates.data?.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} (version {t.version.version_number}, {t.version.product.name})
                    </option>
                  ))}
                </select>
              )
            }
          </Field>
          <Field label="Product" error={error('product_id')}>
            {(props) => (
              <select {...props} value={product?.id ?? ''} onChange={(e) => setProductId(e.target.value)} data-testid="campaign-product">
                {PRODUCTS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Delivery" error={error('delivery_method')}>
            {(props) => (
              <select {...props} value={delivery} onChange={(e) => setDelivery(e.target.value as typeof delivery)} data-testid="campaign-delivery">
                {Object.entries(DELIVERY_WORDS).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Frequency" hint={frequency === 'recurring' ? 'Mail goes out as recipients are added, billed by subscription.' : 'Paid once at checkout.'} error={error('frequency')}>
            {(props) => (
              <select {...props} value={frequency} onChange={(e) => setFrequency(e.target.value as typeof frequency)} data-testid="campaign-frequency">
                {Object.entries(FREQUENCY_WORDS).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="row check-inline" title={product?.supportsEnvelope ? undefined : `${product?.name ?? 'This product'} is mailed without an envelope`}>
            <input type="checkbox" checked={Boolean(product?.supportsEnvelope) && envelope} disabled={!product?.supportsEnvelope} onChange={(e) => setEnvelope(e.target.checked)} />
            In an envelope{product && !product.supportsEnvelope ? ` (not for ${product.name})` : ''}
          </label>
        </div>
        <fieldset className="fieldset">
          <legend>Return address (optional)</legend>
          {addressFields(returnAddress, setReturnAddress, 'return_address')}
        </fieldset>
        {delivery === 'bulkShipping' && (
          <fieldset className="fieldset">
            <legend>Ship the box to</legend>
            {addressFields(shipping, setShipping, 'shipping_address')}
          </fieldset>
        )}
        {create.error && <p className="notice notice--error" data-testid="campaign-create-error">{create.error.body.data ? 'Some fields need attention: see the messages above.' : create.error.message}</p>}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={!template || create.isPending} title={template ? undefined : 'Publish a design as a template first'} data-testid="campaign-create">
            {create.isPending ? 'Creating…' : 'Create campaign'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
