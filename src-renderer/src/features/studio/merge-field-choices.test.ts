import { describe, expect, it } from 'vitest';
import { SAMPLE_RECIPIENTS } from '#shared/sample-recipients.ts';
import { variableChoices } from './merge-field-choices.ts';

describe('the merge fields the studio offers', () => {
  it("offers every variable of the previewed recipients and of the campaigns' recipients, not the recipient fields again", () => {
    const imported = { id: 'recipient-1', label: 'Ada Lovelace (Spring)', values: { firstName: 'Ada', Tier: 'Gold', Message: 'See you in May' } };
    const choices = variableChoices([...SAMPLE_RECIPIENTS, imported], ['Tier', 'store']);
    expect(choices).toEqual(expect.arrayContaining(['Tier', 'Message', 'store']));
    expect(choices).not.toContain('firstName');
    // One entry per field whatever the spelling: the campaigns' "Tier", not the samples' "tier" beside it.
    expect(choices).not.toContain('tier');
    expect(new Set(choices).size).toBe(choices.length);
  });
});
