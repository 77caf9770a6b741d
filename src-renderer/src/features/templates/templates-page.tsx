import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader, TableScroll } from '#renderer/ui/table.tsx';
import { useTemplatesList } from '#renderer/api/templates.ts';

/** A product's size standard in words: ISO's A sizes in millimetres, or US sizes in inches. */
const SIZE_WORDS: Record<string, string> = { ISO: 'ISO, in millimetres', US: 'US, in inches' };

/** The team's published templates (the page links.templatesUrl points at). */
export function TemplatesPage() {
  const templates = useTemplatesList();
  return (
    <div className="page">
      <PageHeader title="Templates" subtitle="Published templates the team's campaigns can use. Design one in Designs and publish it from the studio.">
        <Link href="/designs" className="btn btn--primary" data-testid="templates-design">
          <Plus size={15} aria-hidden /> Design a template
        </Link>
      </PageHeader>
      <section className={templates.data?.length ? 'card card--flush' : 'card'}>
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
                <Column>Sizes</Column>
                <Column numeric>Pages</Column>
                <Column numeric>Version</Column>
              </TableHeader>
              <TableBody items={templates.data}>
                {(t) => (
                  <Row id={t.id}>
                    <Cell>{t.name}</Cell>
                    <Cell>{t.version.product.name}</Cell>
                    <Cell>{SIZE_WORDS[t.version.product.standard ?? ""] ?? t.version.product.standard}</Cell>
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
