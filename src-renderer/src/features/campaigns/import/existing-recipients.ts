import type { ExistingRecipients } from '../../../../../src-shared/recipient-import/duplicates.ts';

/**
 * The seam for duplicates against the campaign: once the API lists a campaign's
 * recipients (GET /api/campaigns/{campaignId}/recipients, being added on another
 * branch), page through it here into externalIds and nameAddressKey()s. Until then
 * the check is within the file, and the UI says so.
 */
export async function loadExistingRecipients(_campaignId: string): Promise<ExistingRecipients | undefined> {
  return undefined;
}
