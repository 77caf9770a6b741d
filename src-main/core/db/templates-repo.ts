import type { Db } from './connection.ts';

export interface TemplateRow {
  id: string;
  team_id: string;
  name: string;
  status: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface TemplateVersionRow {
  id: string;
  template_id: string;
  version_number: number;
  status: 'draft' | 'published';
  product_id: string;
  print_config: string;
  pages_json: string;
  created_at: string;
}

export function insertTemplateWithVersion(db: Db, template: TemplateRow, version: TemplateVersionRow): void {
  db.transaction(() => {
    db.prepare(
      'INSERT INTO templates (id, team_id, name, status, created_at, updated_at, published_at) VALUES (@id, @team_id, @name, @status, @created_at, @updated_at, @published_at)',
    ).run(template);
    db.prepare(
      `INSERT INTO template_versions (id, template_id, version_number, status, product_id, print_config, pages_json, created_at)
       VALUES (@id, @template_id, @version_number, @status, @product_id, @print_config, @pages_json, @created_at)`,
    ).run(version);
  })();
}
