import { useState } from 'react';
import { OCCASION_WORDS, OCCASIONS, type Occasion } from '#shared/schemas/starters.ts';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';
import { FormActions } from '#renderer/ui/form-actions.tsx';
import { Select } from '#renderer/ui/select.tsx';
import { DesignRequestDialog } from './design-request-dialog.tsx';
import { useStartersCreate } from '#renderer/api/studio-extras.ts';

/** Keeps the design as it is now as a starter of the team (a copy), offered first in the gallery. */
export function SaveStarterDialog({ designId, name, save, onClose }: { designId: string; name: string; save: () => Promise<void>; onClose: () => void }) {
  const [starterName, setStarterName] = useState(name);
  const [occasion, setOccasion] = useState<Occasion>('other');
  const [description, setDescription] = useState('');
  const create = useStartersCreate();
  const error = (field: string) => fieldErrors(create.error?.body, [field]);
  const send = () => create.mutate({ body: { design_id: designId, name: starterName.trim(), occasion, ...(description.trim() ? { description: description.trim() } : {}) } });
  const done = create.data && {
    message: <>“{create.data.name}” is in your team’s starters: New design offers it first. Later changes to this design do not change it.</>,
    actions: (
      <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
        Back to the design
      </button>
    ),
  };

  return (
    <DesignRequestDialog title="Save as a starter" testId="save-starter" onClose={onClose} save={save} send={send} done={done ?? null}>
      <p className="muted">Your team starts new designs from a copy of this one, as it is now.</p>
      <Field label="Name" error={error('name')}>
        {(props) => <input {...props} value={starterName} onChange={(e) => setStarterName(e.target.value)} autoFocus data-testid="save-starter-name" />}
      </Field>
      <Select label="Occasion" options={OCCASIONS.map((o) => ({ id: o, label: OCCASION_WORDS[o] }))} value={occasion} onChange={setOccasion} error={error('occasion')} testId="save-starter-occasion" />
      <Field label="Description" hint="Optional: when to use it." error={error('description')}>
        {(props) => <input {...props} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={300} />}
      </Field>
      <FormActions error={create.error} onCancel={onClose} submit="Save as a starter" pendingSubmit="Saving…" pending={create.isPending} blocked={!starterName.trim() && 'A starter needs a name'} testId="save-starter-confirm" />
    </DesignRequestDialog>
  );
}
