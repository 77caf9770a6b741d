import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface InvoiceRow {
  id: string;
  team_id: string;
  number: string;
  status: 'paid';
  total_cents: number;
  currency: string;
  token_hash: string;
  created_at: string;
  paid_at: string;
}

export interface InvoiceLineRow {
  id: string;
  invoice_id: string;
  campaign_id: string | null;
  kind: 'pieces' | 'envelopes' | 'attachment_pages';
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
}

export function insertInvoice(db: Db, invoice: InvoiceRow, lines: InvoiceLineRow[]): void {
  prepared(db, 
    'INSERT INTO invoices (id, team_id, number, status, total_cents, currency, token_hash, created_at, paid_at) VALUES (@id, @team_id, @number, @status, @total_cents, @currency, @token_hash, @created_at, @paid_at)',
  ).run(invoice);
  const insert = prepared(db, 
    'INSERT INTO invoice_lines (id, invoice_id, campaign_id, kind, description, quantity, unit_cents, amount_cents) VALUES (@id, @invoice_id, @campaign_id, @kind, @description, @quantity, @unit_cents, @amount_cents)',
  );
  for (const line of lines) insert.run(line);
}

export function nextInvoiceNumber(db: Db, year: number): string {
  const { n } = prepared(db, 'SELECT count(*) AS n FROM invoices').get() as { n: number };
  return `INK-${year}-${String(n + 1).padStart(5, '0')}`;
}

export function findInvoiceByTokenHash(db: Db, tokenHash: string): InvoiceRow | undefined {
  return prepared(db, 'SELECT * FROM invoices WHERE token_hash = ?').get(tokenHash) as InvoiceRow | undefined;
}

export function invoiceLines(db: Db, invoiceId: string): InvoiceLineRow[] {
  return prepared(db, 'SELECT * FROM invoice_lines WHERE invoice_id = ? ORDER BY rowid').all(invoiceId) as InvoiceLineRow[];
}
