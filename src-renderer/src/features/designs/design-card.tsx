import { Copy, Download, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DesignSummary } from '#shared/contract/designs.ts';
import type { DesignFile } from '#shared/schemas/designs.ts';
import { productByKey } from '#shared/products.ts';
import { Button } from '#renderer/ui/button.tsx';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { MenuButton, MenuItem, MenuSeparator } from '#renderer/ui/menu.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { DesignThumbnail } from './design-thumbnail.tsx';
import { downloadFile } from '#renderer/ui/download.ts';
import { formatRelative } from '#renderer/ui/format.ts';
import { useSandboxNow } from '#renderer/api/sandbox-now.ts';
import { useDesignsDelete, useDesignsDuplicate, useDesignsUpdate } from '#renderer/api/designs.ts';

/** One design in the library: its front, name, product and the actions on it. */
export function DesignCard({ design, onChanged, exportFile }: { design: DesignSummary; onChanged: () => void; exportFile: () => Promise<DesignFile> }) {
  const now = useSandboxNow();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(design.name);
  const toast = useToasts((s) => s.show);
  const rename = useDesignsUpdate();
  const duplicate = useDesignsDuplicate();
  const remove = useDesignsDelete();
  const queryClient = useQueryClient();
  const product = productByKey(design.product_key);
  /** Gone from every cached list at once (a search's list included), so no view asks for its thumbnail again. */
  const forget = () => queryClient.setQueriesData<DesignSummary[]>({ queryKey: ['designsList'] }, (list) => list?.filter((d) => d.id !== design.id));
  const params = { designId: design.id };

  return (
    <li className="design-card" data-testid="design-card">
      <Link href={`/designs/${design.id}`} className="design-card__open" aria-label={`Open ${design.name}`}>
        <DesignThumbnail designId={design.id} version={design.updated_at} name={design.name} />
      </Link>
      <div className="design-card__body">
        <div className="design-card__text">
          <Link href={`/designs/${design.id}`} className="design-card__name" data-testid="design-card-name">
            {design.name}
          </Link>
          <span className="hint">
            {[product?.name ?? design.product_key, design.orientation === 'landscape' ? 'Landscape' : 'Portrait', ...(design.include_envelope ? ['Envelope'] : [])].join(' · ')}
          </span>
          <span className="hint">Edited {formatRelative(design.updated_at, now)}</span>
          {design.template_id && <span className="badge badge--accent">Published as a template</span>}
        </div>
        <MenuButton label={`Actions for ${design.name}`} icon={<MoreHorizontal size={18} aria-hidden />} testId="design-card-menu">
          <MenuItem icon={<Pencil size={15} aria-hidden />} onAction={() => setRenaming(true)}>
            Rename
          </MenuItem>
          <MenuItem icon={<Copy size={15} aria-hidden />} testId="design-duplicate" onAction={() => duplicate.mutate({ params }, { onSuccess: (d) => toast(`Duplicated as “${d.name}”`), onError: (e) => toast(e.message, 'error') })}>
            Duplicate
          </MenuItem>
          <MenuItem icon={<Download size={15} aria-hidden />} onAction={() => void exportFile().then((file) => downloadFile(`${design.name}.inkpost-design.json`, JSON.stringify(file, null, 2), 'application/json'), (e: Error) => toast(e.message, 'error'))}>
            Export file
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Trash2 size={15} aria-hidden />} danger testId="design-delete" onAction={() => setDeleting(true)}>
            Delete…
          </MenuItem>
        </MenuButton>
      </div>
      {renaming && (
        <Dialog title="Rename design" onClose={() => setRenaming(false)}>
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              rename.mutate({ params, body: { name } }, { onSuccess: () => (setRenaming(false), onChanged()) });
            }}
          >
            <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="design-rename-input" />
            {rename.error && <p className="notice notice--error">{rename.error.message}</p>}
            <div className="dialog__actions">
              <button type="button" className="btn" onClick={() => setRenaming(false)}>
                Cancel
              </button>
              <button type="submit" className="btn btn--primary" disabled={!name.trim() || rename.isPending}>
                Rename
              </button>
            </div>
          </form>
        </Dialog>
      )}
      {deleting && (
        <Dialog title={`Delete “${design.name}”?`} onClose={() => setDeleting(false)} alert>
          <p>The design goes from the library. {design.template_id ? 'The template published from it stays, with the campaigns that use it.' : ''}</p>
          {remove.error && <p className="notice notice--error">{remove.error.message}</p>}
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={() => setDeleting(false)}>
              Keep it
            </button>
            <Button variant="destructive" data-testid="design-delete-confirm" isDisabled={remove.isPending} onPress={() => remove.mutate({ params }, { onSuccess: () => (forget(), setDeleting(false), toast(`Deleted “${design.name}”`)) })}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
