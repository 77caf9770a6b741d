import { useEffect, useState } from 'react';
import type { Template } from '../../../src-shared/contract/catalog.ts';
import { useApi } from '../api.ts';

/** The team's published templates (the page links.templatesUrl points at). */
export function TemplatesPage() {
  const api = useApi();
  const [templates, setTemplates] = useState<Template[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!api) return;
    void api.call('templatesList').then((result) => {
      if (result.ok) setTemplates(result.body);
      else setError(result.body.message);
    });
  }, [api]);
  if (error) return <p className="error">{error}</p>;
  if (!templates) return <p>Loading templates…</p>;
  return (
    <section className="panel">
      <h2>Templates</h2>
      {templates.length === 0 ? (
        <p data-testid="no-templates">No published templates yet. Create one with POST /api/templates.</p>
      ) : (
        <table className="list" data-testid="templates-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Product</th>
              <th>Standard</th>
              <th>Pages</th>
              <th>Version</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((t) => (
              <tr key={t.id}>
                <td>{t.name}</td>
                <td>{t.version.product.name}</td>
                <td>{t.version.product.standard}</td>
                <td>{t.version.pages.reduce((sum, p) => sum + p.count, 0)}</td>
                <td>{t.version.version_number}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
