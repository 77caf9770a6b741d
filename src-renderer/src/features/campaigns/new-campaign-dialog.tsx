import { useState } from 'react';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { PRODUCTS } from '#shared/products.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';
import { ProductOptions } from '#renderer/ui/product-options.tsx';
import { FREQUENCY_WORDS } from '#renderer/ui/enum-words.ts';
import { DELIVERY_WORDS } from './campaign-words.ts';
import { addressLabel, rememberAddress, savedAddresses } from './saved-addresses.ts';
import { useCampaignsCreate } from '#renderer/api/campaigns.ts';
import { useTemplatesList } from '#renderer/api/templates.ts';

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

/** A select of an enum, shown as words. */
function WordSelect({ value, words, onValue, testId, ...props }: { value: string; words: Record<string, string>; onValue: (value: string) => void; testId: string } & Omit<React.ComponentProps<'select'>, 'value' | 'onChange'>) {
  return (
    <select {...props} value={value} onChange={(e) => onValue(e.target.value)} data-testid={testId}>
      {Object.entries(words).map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** A stored address as the form's fields (empty where the address has none). */
function addressForm(address: Readonly<Record<string, unknown>> | null | undefined): AddressForm {
  return Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, typeof address?.[field] === 'string' ? (address[field] as string) : ''])) as AddressForm;
}

function addressBody(form: AddressForm) {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '')) as Record<string, string> & { address1: string; city: string; country: string };
}

/**
 * A new campaign: name, design (a published template), product, delivery,
 * frequency, return address (saved ones offered) and, for bulk shipping, where
 * the box goes. The API's rules decide what is allowed; its errors appear
 * beside their fields. `from` duplicates a campaign: its settings, a new name;
 * `templateId` starts on a template (a design just published).
 */
export function NewCampaignDialog({ from, templateId: startTemplate, onClose, onCreated }: { from?: Campaign; templateId?: string; onClose: () => void; onCreated: (id: string) => void }) {
  const templates = useTemplatesList();
  const create = useCampaignsCreate();
  const [name, setName] = useState(from ? `${from.name} (copy)` : '');
  const [templateId, setTemplateId] = useState(from?.template_id ?? startTemplate ?? '');
  const [productId, setProductId] = useState(from?.product_id ?? '');
  const [delivery, setDelivery] = useState<'directMail' | 'bulkShipping'>(from?.delivery_method ?? 'directMail');
  const [frequency, setFrequency] = useState<'oneTime' | 'recurring'>(from?.frequency ?? 'oneTime');
  const [envelope, setEnvelope] = useState(from?.include_envelope ?? false);
  const [returnAddress, setReturnAddress] = useState<AddressForm>(from?.return_address ? addressForm(from.return_address) : EMPTY_ADDRESS);
  const [shipping, setShipping] = useState<AddressForm>(from?.shipping_address ? addressForm(from.shipping_address) : EMPTY_ADDRESS);
  const [saved] = useState(savedAddresses);
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
      {
        onSuccess: (campaign) => {
          if (hasReturn) rememberAddress(addressBody(returnAddress));
          onCreated(campaign.id);
        },
      },
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
    <Dialog title={from ? `Duplicate ${from.name}` : 'New campaign'} onClose={onClose} wide testId="new-campaign-dialog">
      <form className="stack" onSubmit={submit}>
        <div className="address-grid">
          <Field label="Name" error={error('name')}>
            {(props) => <input {...props} value={name} onChange={(e) => setName(e.target.value)} placeholder="Spring thank-yous" autoFocus data-testid="campaign-name" />}
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
                <ProductOptions valueBy="id" />
              </select>
            )}
          </Field>
          <Field label="Delivery" error={error('delivery_method')}>
            {(props) => <WordSelect {...props} value={delivery} words={DELIVERY_WORDS} onValue={(v) => setDelivery(v as typeof delivery)} testId="campaign-delivery" />}
          </Field>
          <Field label="Frequency" hint={frequency === 'recurring' ? 'Mail goes out as recipients are added, billed by subscription.' : 'Paid once at checkout.'} error={error('frequency')}>
            {(props) => <WordSelect {...props} value={frequency} words={FREQUENCY_WORDS} onValue={(v) => setFrequency(v as typeof frequency)} testId="campaign-frequency" />}
          </Field>
          <div className="field">
            <span className="field__label">Envelope</span>
            <label className="check-inline">
              <input type="checkbox" checked={Boolean(product?.supportsEnvelope) && envelope} disabled={!product?.supportsEnvelope} onChange={(e) => setEnvelope(e.target.checked)} data-testid="campaign-envelope" />
              In an envelope
            </label>
            {product && !product.supportsEnvelope && <span className="field__hint">{product.name} is mailed without an envelope.</span>}
          </div>
        </div>
        <fieldset className="fieldset">
          <legend>Return address (optional)</legend>
          {saved.length > 0 && (
            <label className="row" style={{ marginBottom: 'var(--space-3)' }}>
              <span className="hint">Use a saved address</span>
              <select value="" onChange={(e) => e.target.value !== '' && setReturnAddress(addressForm(saved[Number(e.target.value)]))} data-testid="saved-return-address">
                <option value="">Choose…</option>
                {saved.map((a, i) => (
                  <option key={addressLabel(a)} value={i}>
                    {addressLabel(a)}
                  </option>
                ))}
              </select>
            </label>
          )}
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
