import { useApiQuery } from '#renderer/api/queries.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader, TableScroll } from '#renderer/ui/table.tsx';

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
          <TableScroll maxHeight="calc(100vh - 220px)" label="Templates">
            <Table aria-label="Published templates" data-testid="templates-table">
              <TableHeader>
                <Column isRowHeader>Name</Column>
                <Column>Product</Column>
                <Column>Standard</Column>
                <Column numeric>Pages</Column>
                <Column numeric>Version</Column>
              </TableHeader>
              <TableBody items={templates.data}>
                {(t) => (
                  <Row id={t.id}>
                    <Cell>{t.name}</Cell>
                    <Cell>{t.version.product.name}</Cell>
                    <Cell>{t.version.product.standard}</Cell>
                    <Cell numeric>{t.version.pages.reduce((sum, p) => sum + p.count, 0)}</Cell>
                    <Cell numeric>{t.version.version_number}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
