import { mergeFieldKey, recipientFieldOf } from '#shared/merge-field-names.ts';
import type { SampleRecipient } from '#shared/sample-recipients.ts';

/**
 * The variables the merge-field menu offers beside the recipient fields: every
 * variable of the recipients the studio previews (the samples, the campaigns'
 * first recipients) and those the server found among the campaigns' recipients
 * (an imported "Tier" or "Message" column), each once, sorted.
 */
export function variableChoices(recipients: readonly SampleRecipient[], campaignVariables: readonly string[] = []): string[] {
  // One entry per variable, spelt as the campaigns' recipients carry it ("Tier" over the samples' "tier"); recipient fields under any spelling are in the menu already.
  const byKey = new Map<string, string>();
  for (const name of [...campaignVariables, ...recipients.flatMap((r) => Object.keys(r.values))]) {
    if (!recipientFieldOf(name) && !byKey.has(mergeFieldKey(name))) byKey.set(mergeFieldKey(name), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
