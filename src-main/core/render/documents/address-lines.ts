export interface AddressParts {
  name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An address as simple HTML lines for the handwriting layout ("City, ST 12345" in the US style). */
export function addressHtml(parts: AddressParts): string {
  const locality = [parts.city, [parts.state, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [parts.name, parts.company, parts.address1, parts.address2, parts.address3, locality, parts.country];
  return lines
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .map(escapeHtml)
    .join('<br>');
}
