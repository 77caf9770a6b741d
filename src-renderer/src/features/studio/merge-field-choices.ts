import { RECIPIENT_MERGE_FIELDS } from '#shared/merge-fields.ts';
import type { SampleRecipient } from '#shared/sample-recipients.ts';

/**
 * The variables the merge-field menu offers beside the recipient fields: every
 * variable of the recipients the studio previews (the samples, the campaigns'
 * first recipients) and those the server found among the campaigns' recipients
 * (an imported "Tier" or "Message" column), each once, sorted.
 */
export function variableChoices(recipients: readonly SampleRecipient[], campaignVariables: readonly string[] = []): string[] {
  const names = new Set([...recipients.flatMap((r) => Object.keys(r.values)), ...campaignVariables]);
  return [...names].filter((name) => !Object.hasOwn(RECIPIENT_MERGE_FIELDS, name)).sort((a, b) => a.localeCompare(b));
}
