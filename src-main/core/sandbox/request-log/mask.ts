// Secrets never reach the request log: API keys, webhook secrets, the admin
// token, hosted page tokens in URLs, signed-URL signatures and card details are
// masked before an entry is stored.

export const MASK = '••••';

const VALUE_PATTERNS: readonly [RegExp, string][] = [
  [/\b(ink_(?:pk|ck)_)[A-Za-z0-9_-]{16,}/g, `$1${MASK}`],
  [/\b(whsec_)[A-Za-z0-9_-]{16,}/g, `$1${MASK}`],
  // Hosted billing setup, checkout and invoice links carry their session secret in the path.
  [/(\/(?:billing\/setup|partner-checkout\/billing-setup|partner-checkout|checkout|invoices)\/)[A-Za-z0-9_-]{16,}/g, `$1${MASK}`],
  [/([?&]signature=)[0-9a-f]{16,}/gi, `$1${MASK}`],
];
/** Text every pattern above needs (keep in step with them): one scan instead of four where none can match. */
const MAY_HOLD_VALUE = /ink_|whsec_|checkout\/|billing\/setup\/|invoices\/|signature=/i;

/** Field names whose string values are secrets wherever they appear in a JSON or form body. */
const SECRET_NAMES = ['secret', 'password', 'token', 'admintoken', 'customerkey', 'partnerkey', 'cvc', 'cvv', 'signature'];
const CARD_NAMES = ['cardnumber', 'card_number', 'number'];
const SECRET_FIELDS = new RegExp(`^(${SECRET_NAMES.join('|')})$`, 'i');
const CARD_FIELDS = new RegExp(`^(${CARD_NAMES.join('|')})$`, 'i');
/**
 * Whether a JSON text may hold one of those fields: its key written out, or any
 * \u escape (a key could spell a name with one; the other escapes are not letters).
 * Without either, walking the parsed body can mask nothing, so it is skipped.
 */
const MAY_HOLD_FIELD = new RegExp(`"(${[...SECRET_NAMES, ...CARD_NAMES].join('|')})"\\s*:|\\\\u`, 'i');

export interface Masked {
  text: string;
  masked: boolean;
}

/**
 * Whether masking this body only replaces secret-looking values (maskText), which
 * leaves the text before any such value as it is; else its fields are masked by name,
 * which needs the whole body.
 */
export function masksValuesOnly(text: string, contentType: string | null): boolean {
  const kind = bodyKind(contentType);
  return kind === 'text' || (kind === 'json' && !MAY_HOLD_FIELD.test(text));
}

/** How a body is masked: JSON and form fields by name, anything else by value only. */
function bodyKind(contentType: string | null): 'json' | 'form' | 'text' {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/json')) return 'json';
  return type.startsWith('application/x-www-form-urlencoded') ? 'form' : 'text';
}

/** Whether the text may hold a secret-looking value (maskText changes nothing in a text without one). */
export function mayHoldSecretValue(text: string): boolean {
  return MAY_HOLD_VALUE.test(text);
}

/** Masks secret-looking values in any text (paths, queries, header values, bodies). */
export function maskText(text: string): Masked {
  if (!mayHoldSecretValue(text)) return { text, masked: false };
  let out = text;
  for (const [pattern, replacement] of VALUE_PATTERNS) out = out.replace(pattern, replacement);
  return { text: out, masked: out !== text };
}

function maskCard(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 12 ? `${MASK} ${digits.slice(-4)}` : MASK;
}

function maskField(name: string, value: string): string | undefined {
  if (SECRET_FIELDS.test(name)) return MASK;
  if (CARD_FIELDS.test(name) && /\d{6,}/.test(value.replace(/\s/g, ''))) return maskCard(value);
  return undefined;
}

function maskJsonValue(value: unknown, state: { masked: boolean }): unknown {
  if (Array.isArray(value)) return value.map((item) => maskJsonValue(item, state));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const replaced = typeof child === 'string' ? maskField(key, child) : undefined;
    if (replaced !== undefined) state.masked = true;
    out[key] = replaced ?? maskJsonValue(child, state);
  }
  return out;
}

/**
 * Masks a body by its content type: JSON fields and form fields by name, then
 * secret-looking values anywhere. JSON keeps its exact text unless something
 * was masked (so a replay sends the bytes that were sent).
 */
export function maskBody(text: string, contentType: string | null): Masked {
  const kind = bodyKind(contentType);
  if (kind === 'json') {
    if (!MAY_HOLD_FIELD.test(text)) return maskText(text);
    try {
      const state = { masked: false };
      const value = maskJsonValue(JSON.parse(text), state);
      const byValue = maskText(state.masked ? JSON.stringify(value) : text);
      return { text: byValue.text, masked: state.masked || byValue.masked };
    } catch {
      return maskText(text);
    }
  }
  if (kind === 'form') {
    const params = new URLSearchParams(text);
    let masked = false;
    for (const [name, value] of [...params.entries()]) {
      const replaced = maskField(name, value);
      if (replaced !== undefined) {
        params.set(name, replaced);
        masked = true;
      }
    }
    const byValue = maskText(masked ? params.toString() : text);
    return { text: byValue.text, masked: masked || byValue.masked };
  }
  return maskText(text);
}

const HIDDEN_HEADERS = new Set(['cookie', 'set-cookie', 'proxy-authorization', 'x-inkpost-session']);

/** Request or response headers with credentials masked: a key keeps its prefix (its kind), a bearer token its scheme. */
export function maskHeaders(headers: Iterable<[string, string]>): { headers: Record<string, string>; masked: boolean } {
  const out: Record<string, string> = {};
  let masked = false;
  for (const [name, value] of headers) {
    if (name === 'x-api-key') {
      const prefix = /^(ink_(?:pk|ck)_)/.exec(value.trim())?.[1] ?? '';
      out[name] = `${prefix}${MASK}`;
    } else if (name === 'authorization') {
      const scheme = /^(\w+)\s/.exec(value)?.[1];
      out[name] = scheme ? `${scheme} ${MASK}` : MASK;
    } else if (HIDDEN_HEADERS.has(name)) {
      out[name] = MASK;
      masked = true;
    } else {
      const result = maskText(value);
      out[name] = result.text;
      masked ||= result.masked;
    }
  }
  return { headers: out, masked };
}
