import { useState } from 'react';
import { Link } from 'wouter';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';
import { FormActions } from '#renderer/ui/form-actions.tsx';
import { DesignRequestDialog } from './design-request-dialog.tsx';
import { useDesignsPublish } from '#renderer/api/designs.ts';

/** The Campaigns view with the new-campaign dialog open on a template (campaigns-page.tsx reads it). */
const newCampaignPath = (templateId: string) => `/campaigns?new-campaign-template=${encodeURIComponent(templateId)}`;

/** Publishes the design as a template campaigns can use; publishing again adds the template's next version. */
export function PublishDialog({ designId, name, published, save, onClose }: { designId: string; name: string; published: boolean; save: () => Promise<void>; onClose: () => void }) {
  const [templateName, setTemplateName] = useState(name);
  // Whether it was published when the dialog opened: publishing refetches the design, which is then published, and the title must not change under the user.
  const [wasPublished] = useState(published);
  const publish = useDesignsPublish();
  const done = publish.data && {
    message: <>Published “{publish.data.name}”. Campaigns can use it now; recipients added to them are rendered from this version.</>,
    actions: (
      <>
        <Link href="/templates" className="btn">
          See templates
        </Link>
        <button type="button" className="btn" onClick={onClose}>
          Back to the design
        </button>
        <Link href={newCampaignPath(publish.data.id)} className="btn btn--primary" data-testid="publish-create-campaign">
          Create a campaign
        </Link>
      </>
    ),
  };
  const title = publish.data ? (wasPublished ? 'New version published' : 'Published') : wasPublished ? 'Publish a new version' : 'Publish as a template';

  return (
    <DesignRequestDialog title={title} testId="publish" onClose={onClose} save={save} send={() => publish.mutate({ params: { designId }, body: { name: templateName } })} done={done ?? null}>
      <p className="muted">The template's pages are this design's sides, its merge fields what each recipient needs.</p>
      <Field label="Template name" error={fieldErrors(publish.error?.body, ['name'])}>
        {(props) => <input {...props} value={templateName} onChange={(e) => setTemplateName(e.target.value)} autoFocus data-testid="publish-name" />}
      </Field>
      <FormActions error={publish.error} onCancel={onClose} submit="Publish" pendingSubmit="Publishing…" pending={publish.isPending} blocked={!templateName.trim() && 'A template needs a name'} testId="publish-confirm" />
    </DesignRequestDialog>
  );
}
