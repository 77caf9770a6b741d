import { useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCTS } from '#shared/products.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';
import { FormActions } from '#renderer/ui/form-actions.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#renderer/ui/tabs.tsx';
import { type Segment, Segmented } from '#renderer/ui/segmented.tsx';
import { ProductOptions } from '#renderer/ui/product-options.tsx';
import { StarterGallery } from './starter-gallery.tsx';
import { useDesignsCreate } from '#renderer/api/designs.ts';

const ORIENTATIONS: Segment<'landscape' | 'portrait'>[] = [
  { value: 'landscape', label: 'Landscape' },
  { value: 'portrait', label: 'Portrait' },
];

/** A new design from a starter of the gallery, or blank (name, product, orientation, envelope); it opens in the studio. */
export function NewDesignDialog({ onClose, hasBrandKit }: { onClose: () => void; hasBrandKit: boolean }) {
  const [, navigate] = useLocation();
  const create = useDesignsCreate();
  const [name, setName] = useState('');
  const [productKey, setProductKey] = useState('a6_postcard');
  const [orientation, setOrientation] = useState<'landscape' | 'portrait'>('landscape');
  const [envelope, setEnvelope] = useState(false);
  const product = PRODUCTS.find((p) => p.key === productKey)!;
  const error = (field: string) => fieldErrors(create.error?.body, [field]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { product_key: productKey, orientation, include_envelope: product.supportsEnvelope && envelope, ...(name.trim() ? { name: name.trim() } : {}) } },
      { onSuccess: (design) => navigate(`/designs/${design.id}`) },
    );
  };

  return (
    <Dialog title="New design" onClose={onClose} testId="new-design-dialog" wide>
      <Tabs defaultSelectedKey="starters">
        <TabList label="Start from">
          <Tab id="starters" testId="new-design-tab-starters">
            A starter
          </Tab>
          <Tab id="blank" testId="new-design-tab-blank">
            Blank
          </Tab>
        </TabList>
        <TabPanel id="starters" className="new-design__panel">
          <StarterGallery hasBrandKit={hasBrandKit} onOpened={onClose} />
        </TabPanel>
        <TabPanel id="blank" className="new-design__panel">
          <form className="stack" onSubmit={submit}>
            <Field label="Name" hint="You can rename it later." error={error('name')}>
              {(props) => <input {...props} value={name} placeholder="Untitled design" onChange={(e) => setName(e.target.value)} autoFocus data-testid="new-design-name" />}
            </Field>
            <Field label="Product" error={error('product_key')}>
              {(props) => (
                <select {...props} value={productKey} onChange={(e) => setProductKey(e.target.value)} data-testid="new-design-product">
                  <ProductOptions valueBy="key" withSize />
                </select>
              )}
            </Field>
            <Field label="Orientation" error={error('orientation')}>
              {() => (
                <Segmented label="Orientation" segments={ORIENTATIONS} value={orientation} onChange={setOrientation} />
              )}
            </Field>
            <label className="row" title={product.supportsEnvelope ? undefined : `${product.name} is mailed without an envelope`}>
              <input type="checkbox" checked={product.supportsEnvelope && envelope} disabled={!product.supportsEnvelope} onChange={(e) => setEnvelope(e.target.checked)} data-testid="new-design-envelope" />
              In an envelope {product.supportsEnvelope ? '' : <span className="hint">({product.name}s are mailed without one)</span>}
            </label>
            <FormActions error={create.error} onCancel={onClose} submit="Create and open" pendingSubmit="Creating…" pending={create.isPending} testId="new-design-create" />
          </form>
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}
