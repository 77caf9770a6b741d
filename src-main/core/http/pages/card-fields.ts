import { TEST_CARDS } from '#core/domain/test-cards.ts';
import { h, type Html } from './html.ts';

export type CardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';

export interface CardFieldsView {
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string | undefined>>;
}

const ATTRS: Record<CardField, { autocomplete: string; maxlength: number; inputmode?: string; placeholder?: string }> = {
  cardholderName: { autocomplete: 'cc-name', maxlength: 200 },
  cardNumber: { autocomplete: 'cc-number', maxlength: 23, inputmode: 'numeric', placeholder: '4242 4242 4242 4242' },
  expiry: { autocomplete: 'cc-exp', maxlength: 7, inputmode: 'numeric', placeholder: 'MM/YY' },
  cvc: { autocomplete: 'cc-csc', maxlength: 4, inputmode: 'numeric' },
};

function input(view: CardFieldsView, name: CardField, label: string): Html {
  const value = view.values?.[name] ?? '';
  const error = view.fieldErrors?.[name];
  const a = ATTRS[name];
  return h`<label for="${name}">${label}</label>
<input type="text" id="${name}" name="${name}" value="${value}" data-testid="${name}" required autocomplete="${a.autocomplete}" maxlength="${a.maxlength}"${a.inputmode ? h` inputmode="${a.inputmode}"` : ''}${a.placeholder ? h` placeholder="${a.placeholder}"` : ''}${error ? h` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? h`<div class="field-error" id="${name}-error" data-testid="${name}-error">${error}</div>` : ''}`;
}

/** The card inputs shared by the hosted billing setup and checkout pages. */
export function cardFields(view: CardFieldsView): Html {
  return h`${input(view, 'cardholderName', 'Name on card')}
${input(view, 'cardNumber', 'Card number')}
<div class="row">
<div>${input(view, 'expiry', 'Expiry (MM/YY)')}</div>
<div>${input(view, 'cvc', 'CVC')}</div>
</div>`;
}

/** The sandbox's test cards, listed under every card form. */
export function testCardTable(): Html {
  return h`<div class="cards"><table><caption>Test cards of this offline sandbox (any future expiry, any CVC)</caption>
<tbody>${TEST_CARDS.map((card) => h`<tr><td><code>${card.number}</code></td><td>${card.description}</td></tr>`)}</tbody></table></div>`;
}
