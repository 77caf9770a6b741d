import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import { designMergeFields } from '#shared/design-elements.ts';
import { mergeFieldKey, recipientFieldOf } from '#shared/merge-field-names.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { campaignsMailing, fieldCoverage, liveRecipientCount, recipientVariableNames } from '#core/db/field-coverage-repo.ts';
import { designOr404 } from './designs.ts';

/** Variable names are read from this many recipients of each campaign (enough to find every imported column). */
const VARIABLE_SAMPLE = 5000;
const MAX_FIELDS = 50;

/**
 * How the recipients of the campaigns mailing a design (through the template it
 * is published as) fill its merge fields: the studio's checks say "{{tier}} is
 * empty for 12 recipients of Spring" and measure handwriting with the longest
 * values. `fields` (comma-separated) asks about fields not saved yet.
 */
export function designFieldCoverage(core: CoreContext, teamId: string, designId: string, fieldsParam: string | undefined): FieldCoverage {
  const design = designOr404(core, teamId, designId);
  const fields =
    fieldsParam === undefined
      ? designMergeFields(JSON.parse(design.front_json).html as string, design.back_json ? (JSON.parse(design.back_json).html as string) : '')
      : [...new Set(fieldsParam.split(',').map((f) => f.trim()).filter(Boolean))];
  const campaigns = design.template_id ? campaignsMailing(core.db, teamId, design.template_id) : [];
  const name = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
  const variables = [...new Set(campaigns.flatMap((c) => recipientVariableNames(core.db, c.id, VARIABLE_SAMPLE)))].sort();
  // A field written under another spelling (first_name, Tier) reads the stored one (firstName, tier).
  const stored = (field: string) => recipientFieldOf(field) ?? variables.find((v) => mergeFieldKey(v) === mergeFieldKey(field)) ?? field;
  return {
    campaigns: campaigns.map((c) => ({ id: c.id, name: c.name, recipients: liveRecipientCount(core.db, c.id) })),
    variables,
    fields: fields.slice(0, MAX_FIELDS).map((field) => {
      let missing = 0;
      let example: FieldCoverage['fields'][number]['example'] = null;
      let longest: FieldCoverage['fields'][number]['longest'] = null;
      for (const c of campaigns) {
        const row = fieldCoverage(core.db, c.id, stored(field));
        missing += row.missing;
        if (!example && row.example) example = { recipient_id: row.example.id, campaign_id: c.id, name: name(row.example) };
        if (row.longest && (!longest || row.longest.value.length > longest.value.length)) longest = { recipient_id: row.longest.id, campaign_id: c.id, name: name(row.longest), value: row.longest.value };
      }
      return { name: field, missing, example, longest };
    }),
  };
}
