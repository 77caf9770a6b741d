import { escapeHtml } from '#shared/html-text.ts';

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

/** An address as simple HTML lines for the handwriting layout ("City, ST 12345" in the US style). */
export function addressHtml(parts: AddressParts): string {
  const locality = [parts.city, [parts.state, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [parts.name, parts.company, parts.address1, parts.address2, parts.address3, locality, parts.country];
  return lines
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .map(escapeHtml)
    .join('<br>');
}

/** The address parts in a recipient's merge values (firstName, address1, postalCode, ...). */
export function addressFromValues(values: Readonly<Record<string, unknown>>): AddressParts {
  const text = (key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return {
    name: [text('title'), text('firstName'), text('lastName')].filter(Boolean).join(' '),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    country: text('country'),
  };
}
