import { escapeHtml } from '#shared/html-text.ts';
import { mergeFieldLabel } from '#shared/merge-field-names.ts';
import { mergeFieldUses, setMergeFieldFallback } from '#shared/merge-fields.ts';

/** A fallback as the author reads it: the HTML it is kept in, unescaped. */
function readable(html: string): string {
  return html.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[entity]!);
}

/**
 * For each merge field an element writes, what prints for a recipient who has
 * no value: `{{ tier | default: "Friend" }}`. A field with a fallback is not
 * required of a campaign's recipients, and its checks stay quiet.
 */
export function FallbackFields({ content, onContent }: { content: string; onContent(content: string, name: string): void }) {
  const uses = [...new Map(mergeFieldUses(content).map((use) => [use.name, use])).values()];
  if (uses.length === 0) return null;
  return (
    <fieldset className="prop-grid" data-testid="prop-fallbacks">
      <legend>When a recipient has no value, print</legend>
      {uses.map(({ name, fallback }) => (
        <label key={name} className="prop prop--wide">
          <span>{mergeFieldLabel(name)}</span>
          <input value={readable(fallback ?? '')} placeholder="Nothing (the field is then required)" maxLength={120} onChange={(e) => onContent(setMergeFieldFallback(content, name, e.target.value ? escapeHtml(e.target.value) : undefined), name)} data-testid={`prop-fallback-${name}`} />
        </label>
      ))}
    </fieldset>
  );
}
