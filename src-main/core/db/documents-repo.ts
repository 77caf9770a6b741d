import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export type DocumentType = 'note' | 'postcard' | 'envelope';

export interface DocumentRow {
  id: string;
  recipient_id: string;
  team_id: string;
  format: 'pdf' | 'preview';
  type: DocumentType;
  /** Preview page number from 1 (as in the file name); null for a PDF. */
  page: number | null;
  src: string;
  created_at: string;
}

/** Replaces a recipient's document records with a freshly rendered set, atomically. */
export function replaceDocuments(db: Db, recipientId: string, rows: DocumentRow[]): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM documents WHERE recipient_id = ?').run(recipientId);
    const insert = prepared(db, 
      'INSERT INTO documents (id, recipient_id, team_id, format, type, page, src, created_at) VALUES (@id, @recipient_id, @team_id, @format, @type, @page, @src, @created_at)',
    );
    for (const row of rows) insert.run(row);
  })();
}

export function documentsOf(db: Db, recipientId: string): DocumentRow[] {
  return prepared(db, "SELECT * FROM documents WHERE recipient_id = ? ORDER BY CASE format WHEN 'pdf' THEN 0 ELSE 1 END, type, page").all(recipientId) as DocumentRow[];
}
