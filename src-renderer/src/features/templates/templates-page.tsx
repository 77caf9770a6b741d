import { useApiQuery } from '#renderer/api/queries.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';

/** The team's published templates (the page links.templatesUrl points at). */
export function TemplatesPage() {
  const templates = useApiQuery('templatesList');
  return (
    <div className="page">
      <PageHeader title="Templates" subtitle="Published templates the team's campaigns can use." />
      <section className="card">
        {templates.isPending ? (
          <Loading label="Loading templates" />
        ) : templates.isError ? (
          <ErrorState title="Templates could not be loaded" message={templates.error.message} onRetry={() => void templates.refetch()} />
        ) : templates.data.length === 0 ? (
          <EmptyState title="No published templates yet" testId="no-templates">
            Publish a design as a template to use it in campaigns.
          </EmptyState>
        ) : (
          <table className="table" data-testid="templates-table">
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
              {templates.data.map((t) => (
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
    </div>
  );
}
