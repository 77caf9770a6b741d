import { TEST_CARDS } from '#core/domain/test-cards.ts';
import { escapeHtml } from './html.ts';

export type CardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';

export interface CardFieldsView {
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string | undefined>>;
}

function input(view: CardFieldsView, name: CardField, label: string, attrs: string): string {
  const value = view.values?.[name] ?? '';
  const error = view.fieldErrors?.[name];
  return `<label for="${name}">${escapeHtml(label)}</label>
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" data-testid="${name}" required ${attrs}>
${error ? `<div class="field-error" data-testid="${name}-error">${escapeHtml(error)}</div>` : ''}`;
}

/** The card inputs shared by the hosted billing setup and checkout pages. */
export function cardFields(view: CardFieldsView): string {
  return `${input(view, 'cardholderName', 'Name on card', 'autocomplete="cc-name" maxlength="200"')}
${input(view, 'cardNumber', 'Card number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}
<div class="row">
<div>${input(view, 'expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}</div>
<div>${input(view, 'cvc', 'CVC', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}</div>
</div>`;
}

/** The sandbox's test cards, listed under every card form. */
export function testCardTable(): string {
  const rows = TEST_CARDS.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(card.description)}</td></tr>`).join('');
  return `<table><caption>Test cards of this offline sandbox (any future expiry, any CVC)</caption>${rows}</table>`;
}
