import { STATE_REQUIRED_COUNTRIES } from '#shared/countries.ts';
import type { RecipientInput } from '#shared/schemas/recipients.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import { type Issue, ownValue } from '#shared/issue-tree.ts';
import { mergeFieldValue } from '#shared/merge-field-names.ts';

const MAILED_ADDRESS_FIELDS = ['address1', 'city', 'postalCode', 'country'] as const;

export interface TemplateNeeds {
  /** Custom variable names the template's {{...}} placeholders use. */
  customVariables: string[];
  /** Recipient fields the template uses beyond the always-required names (e.g. company). */
  recipientFields: string[];
}

const FIELD_VALUE: Record<string, (r: RecipientInput) => string | undefined> = {
  title: (r) => r.title,
  firstName: (r) => r.firstName,
  lastName: (r) => r.lastName,
  company: (r) => r.company,
  email: (r) => r.email,
  domain: (r) => r.domain,
  address1: (r) => r.address.address1,
  address2: (r) => r.address.address2,
  address3: (r) => r.address.address3,
  city: (r) => r.address.city,
  state: (r) => r.address.state,
  postalCode: (r) => r.address.postalCode,
  country: (r) => r.address.country,
};

/**
 * The rules the campaign's configuration adds to the schema: a mailed campaign
 * needs a full address (state for US, CA and AU), and every variable the template
 * writes must have a value (custom variables as strings, since they are handwritten).
 */
export function recipientIssues(campaign: CampaignRow, needs: TemplateNeeds, input: RecipientInput, base: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  if (campaign.delivery_method === 'directMail') {
    for (const field of MAILED_ADDRESS_FIELDS) {
      if (!input.address[field]) issues.push({ path: [...base, 'address', field], message: 'Required' });
    }
    const country = input.address.country;
    if (country && STATE_REQUIRED_COUNTRIES.has(country) && !input.address.state) {
      issues.push({ path: [...base, 'address', 'state'], message: `Required for ${country} addresses` });
    }
  }
  for (const field of needs.recipientFields) {
    const read = ownValue(FIELD_VALUE, field);
    if (read && !read(input)) {
      const path = field in input.address || ['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country'].includes(field) ? ['address', field] : [field];
      issues.push({ path: [...base, ...path], message: 'Required by the campaign template' });
    }
  }
  const variables = input.variables ?? {};
  for (const name of needs.customVariables) {
    const value = mergeFieldValue(variables, name) ?? extraField(input, name);
    if (value === undefined || value === null || value === '') {
      issues.push({ path: [...base, 'variables', name], message: 'Required by the campaign template' });
    } else if (typeof value !== 'string') {
      issues.push({ path: [...base, 'variables', name], message: 'Expected string, received ' + typeof value });
    }
  }
  return issues;
}

/** Extra top-level fields (department, "custom 1") also satisfy template variables, under any spelling. */
function extraField(input: RecipientInput, name: string): unknown {
  return mergeFieldValue(input as Record<string, unknown>, name);
}
