import { useState } from 'react';
import { Link } from 'wouter';
import { useApiMutation } from '#renderer/api/queries.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';

/** Publishes the design as a template campaigns can use; publishing again adds the template's next version. */
export function PublishDialog({ designId, name, published, save, onClose }: { designId: string; name: string; published: boolean; save: () => Promise<void>; onClose: () => void }) {
  const [templateName, setTemplateName] = useState(name);
  const publish = useApiMutation('designsPublish', { invalidates: ['templatesList', 'designsList', 'designsGet'] });

  return (
    <Dialog title={published ? 'Publish a new version' : 'Publish as a template'} onClose={onClose} testId="publish-dialog">
      {publish.data ? (
        <div className="stack" data-testid="publish-done">
          <p className="notice notice--ok">
            Published “{publish.data.name}”. Campaigns can use it now; recipients added to them are rendered from this version.
          </p>
          <div className="dialog__actions">
            <Link href="/templates" className="btn">
              See templates
            </Link>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              Back to the design
            </button>
          </div>
        </div>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void save().then(() => publish.mutate({ params: { designId }, body: { name: templateName } }));
          }}
        >
          <p className="muted">The template's pages are this design's sides, its merge fields what each recipient needs.</p>
          <Field label="Template name" error={fieldErrors(publish.error?.body, ['name'])}>
            {(props) => <input {...props} value={templateName} onChange={(e) => setTemplateName(e.target.value)} autoFocus data-testid="publish-name" />}
          </Field>
          {publish.error && !publish.error.body.data && <p className="notice notice--error">{publish.error.message}</p>}
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary" disabled={publish.isPending || !templateName.trim()} data-testid="publish-confirm">
              {publish.isPending ? 'Publishing…' : 'Publish'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
