import { prepared } from './prepared.ts';
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
  /** The design a version was published from (its pages are the design's HTML sides), and its orientation. */
  design_id?: string | null;
  orientation?: 'landscape' | 'portrait' | null;
}

export function insertTemplateWithVersion(db: Db, template: TemplateRow, version: TemplateVersionRow): void {
  db.transaction(() => {
    prepared(db, 
      'INSERT INTO templates (id, team_id, name, status, created_at, updated_at, published_at) VALUES (@id, @team_id, @name, @status, @created_at, @updated_at, @published_at)',
    ).run(template);
    insertVersion(db, version);
  })();
}

function insertVersion(db: Db, version: TemplateVersionRow): void {
  prepared(db, 
    `INSERT INTO template_versions (id, template_id, version_number, status, product_id, print_config, pages_json, created_at, design_id, orientation)
     VALUES (@id, @template_id, @version_number, @status, @product_id, @print_config, @pages_json, @created_at, @design_id, @orientation)`,
  ).run({ design_id: null, orientation: null, ...version });
}

/** An active template with its latest published version; drafts are never joined. */
export interface PublishedTemplate {
  template: TemplateRow;
  version: TemplateVersionRow;
}

const LATEST_PUBLISHED = `
  SELECT v.* FROM template_versions v
  WHERE v.template_id = ? AND v.status = 'published'
  ORDER BY v.version_number DESC LIMIT 1`;

function withLatestPublished(db: Db, template: TemplateRow | undefined): PublishedTemplate | undefined {
  if (!template) return undefined;
  const version = prepared(db, LATEST_PUBLISHED).get(template.id) as TemplateVersionRow | undefined;
  return version ? { template, version } : undefined;
}

export function findPublishedTemplate(db: Db, teamId: string, templateId: string): PublishedTemplate | undefined {
  const template = prepared(db, "SELECT * FROM templates WHERE id = ? AND team_id = ? AND status = 'active'").get(templateId, teamId) as TemplateRow | undefined;
  return withLatestPublished(db, template);
}

export function listPublishedTemplates(db: Db, teamId: string): PublishedTemplate[] {
  const rows = prepared(db, "SELECT * FROM templates WHERE team_id = ? AND status = 'active' ORDER BY created_at DESC, rowid DESC").all(teamId) as TemplateRow[];
  return rows.map((row) => withLatestPublished(db, row)).filter((entry): entry is PublishedTemplate => entry !== undefined);
}

export function teamHasPublishedTemplate(db: Db, teamId: string): boolean {
  const row = prepared(db, 
      `SELECT 1 FROM templates t JOIN template_versions v ON v.template_id = t.id
       WHERE t.team_id = ? AND t.status = 'active' AND v.status = 'published' LIMIT 1`,
    )
    .get(teamId);
  return row !== undefined;
}

export function templateExists(db: Db, id: string): boolean {
  return prepared(db, 'SELECT 1 FROM templates WHERE id = ?').get(id) !== undefined;
}

/** The hidden template a team's HTML campaigns for a product point at. */
export function findHiddenTemplateId(db: Db, teamId: string, productId: string): string | undefined {
  const row = prepared(db, "SELECT t.id FROM templates t JOIN template_versions v ON v.template_id = t.id WHERE t.team_id = ? AND t.status = 'hidden' AND v.product_id = ?")
    .get(teamId, productId) as { id: string } | undefined;
  return row?.id;
}

/** The highest version number of a template (0 when it has none). */
export function latestVersionNumber(db: Db, templateId: string): number {
  const row = prepared(db, 'SELECT max(version_number) AS n FROM template_versions WHERE template_id = ?').get(templateId) as { n: number | null };
  return row.n ?? 0;
}

/** A new published version of an existing template (a design published again), and the template's name and dates. */
export function insertPublishedVersion(db: Db, version: TemplateVersionRow, name: string, now: string): void {
  db.transaction(() => {
    insertVersion(db, version);
    prepared(db, 'UPDATE templates SET name = ?, updated_at = ?, published_at = ? WHERE id = ?').run(name, now, now, version.template_id);
  })();
}
