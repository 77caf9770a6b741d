// A merge field that names no recipient field and no variable the recipients
// carry, under any spelling ({{frist_name}}, {{tierr}}), prints its fallback (or
// nothing) on every card: a check that says so, how many cards, and what the
// author most likely meant.
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import type { DesignElement } from '#shared/design-html.ts';
import { isHidden } from '#shared/design-layers.ts';
import { closestMergeField, isKnownMergeField } from '#shared/merge-field-names.ts';
import { mergeFieldUses, mergeFieldWords } from '#shared/merge-fields.ts';
import { formatCount } from '#renderer/ui/format.ts';
import { elementLabel, type LayoutWarning } from './layout-checks.ts';

/** Who gets the fallback: the recipients of the campaigns mailing the design, else the sample recipients previewed. */
function whom(coverage: FieldCoverage | undefined, name: string, samples: number): string {
  const field = coverage?.fields.find((f) => f.name === name);
  const total = coverage?.campaigns.reduce((sum, c) => sum + c.recipients, 0) ?? 0;
  if (coverage && total > 0) return `${formatCount(field?.missing ?? total, 'recipient', 'recipients')} of the campaigns mailing this design`;
  return `every recipient (the ${formatCount(samples, 'sample', 'samples')} previewed here included)`;
}

/**
 * One check per unknown field and element: `variables` are those the menu offers
 * (the previewed recipients' and the campaigns' variables). Before any campaign mails
 * the design, a name near none of them is a variable of its own that the recipients
 * imported later will carry (the starters' {{offerCode}}, {{senderName}}): only a likely
 * misspelling is flagged then; once campaigns mail it, every name their recipients lack.
 */
export function unknownFieldWarnings(elements: readonly DesignElement[], variables: readonly string[], coverage: FieldCoverage | undefined, samples: number): LayoutWarning[] {
  const mailed = (coverage?.campaigns.reduce((sum, c) => sum + c.recipients, 0) ?? 0) > 0;
  const warnings: LayoutWarning[] = [];
  for (const el of elements) {
    if (isHidden(el)) continue;
    const seen = new Set<string>();
    for (const { name, fallback } of mergeFieldUses(el.content, Object.values(el.attrs).join(' '))) {
      if (seen.has(name) || isKnownMergeField(name, variables)) continue;
      seen.add(name);
      const guess = closestMergeField(name, variables);
      if (!guess && !mailed) continue;
      const meant = guess ? ` Did you mean {{${guess}}} (${mergeFieldWords(guess)})?` : '';
      const prints = fallback === undefined || fallback === '' ? 'prints nothing' : `prints “${fallback}”`;
      warnings.push({
        elementId: el.id,
        text: `{{${name}}} in ${elementLabel(el)} matches no recipient field or variable: it ${prints} for ${whom(coverage, name, samples)}.${meant}`,
      });
    }
  }
  return warnings;
}
