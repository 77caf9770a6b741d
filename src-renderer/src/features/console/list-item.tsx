import type { ReactNode } from 'react';

/** The words of a console list's row: what it is (a URL, a name) over a line of detail; the row's badges and actions follow it. */
export function ListItemMain({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <span className="list-item__main">
      {title}
      <span className="hint">{children}</span>
    </span>
  );
}

/** A row of a console list that is not itself a button: its words, then its badges and actions (`children`). */
export function ListItem({ title, detail, testId, children }: { title: ReactNode; detail: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <div className="list-item" data-testid={testId}>
      <ListItemMain title={title}>{detail}</ListItemMain>
      {children}
    </div>
  );
}
