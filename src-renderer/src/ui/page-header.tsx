import type { ReactNode } from 'react';

/** The top of a view: its title, a line on what it is for, and its actions (one primary). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-header__title">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {children && <div className="toolbar">{children}</div>}
    </header>
  );
}
