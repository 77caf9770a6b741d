// Which mail is domestic, and the lines an address is written in (the printed pieces,
// the envelopes, the campaign desk's `address_lines`): one place, so that what the
// desk shows is what is printed.
import { addressLines, type PostalAddress } from '#shared/address/format-address.ts';
import type { Address } from '#shared/contract/common.ts';
import { countryCode } from '#shared/countries.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import type { RecipientRow } from '#core/db/recipients-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';

export const returnAddressOf = (campaign: Pick<CampaignRow, 'return_address_json'> | undefined): Address | null =>
  campaign?.return_address_json ? (JSON.parse(campaign.return_address_json) as Address) : null;

/**
 * The country the mail is posted in: the campaign's return address's country (the mail
 * comes back there), else the team's home country (Settings), else unknown (null: the
 * destination's country is always written).
 */
export function domesticCountry(core: CoreContext, teamId: string, campaign?: Pick<CampaignRow, 'return_address_json'>): string | null {
  const fromReturn = returnAddressOf(campaign)?.country;
  const code = fromReturn ? countryCode(fromReturn) : undefined;
  return code ?? findTeam(core.db, teamId)?.home_country ?? null;
}

export function recipientPostalAddress(row: RecipientRow): PostalAddress {
  return {
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
  };
}

/** A recipient's name and address as printed on the piece and its envelope. */
export const recipientAddressLines = (row: RecipientRow, domestic: string | null): string[] => addressLines(recipientPostalAddress(row), { domesticCountry: domestic });

/**
 * The sender's address in the envelope's corner: its country is written when the
 * piece goes abroad (the destination's post returns it from there), not at home.
 */
export function returnAddressLines(address: Address, destination: string | null | undefined): string[] {
  const own = countryCode(address.country);
  const to = destination ? countryCode(destination) : undefined;
  const lines = addressLines(
    { firstName: address.first_name, lastName: address.last_name, company: address.company, address1: address.address1, address2: address.address2, address3: address.address3, city: address.city, state: address.state, postalCode: address.postal_code, country: address.country },
    { domesticCountry: to ?? own ?? null },
  );
  return lines;
}
