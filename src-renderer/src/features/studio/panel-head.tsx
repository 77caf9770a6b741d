import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The head of a side panel of the studio: what is selected, then its icon buttons. */
export function PanelHead({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="properties__head">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** A small icon button of a panel head; its label is read by screen readers, its tooltip names the shortcut. */
export function PanelHeadButton({ icon: Icon, label, tooltip, onClick, danger = false, testId }: { icon: LucideIcon; label: string; tooltip: string; onClick: () => void; danger?: boolean; testId?: string }) {
  return (
    <button type="button" className={danger ? 'btn btn--ghost btn--icon btn--small btn--danger' : 'btn btn--ghost btn--icon btn--small'} onClick={onClick} aria-label={label} title={tooltip} data-testid={testId}>
      <Icon size={15} />
    </button>
  );
}
