import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, FieldError, Group, Input, Label, NumberField as AriaNumberField, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import './fields.css';

interface FieldTexts {
  label: string;
  /** A line under the control on what to enter (hidden while there is an error). */
  help?: ReactNode;
  /** The reason the value is refused, e.g. the API's validation message for this field. */
  error?: string | undefined;
  /** On the input, for the e2e specs. */
  testId?: string;
}

interface TextFieldProps extends FieldTexts {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'search' | 'password' | 'tel';
  placeholder?: string;
  multiline?: boolean;
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  className?: string;
}

/** A labelled text input (React Aria): label, help and error are tied to the input for screen readers. */
export function TextField({ label, help, error, testId, value, onChange, multiline = false, className, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria" className={['field', className].filter(Boolean).join(' ')}>
      <Label className="field__label">{label}</Label>
      {multiline ? <TextArea className="field__input" placeholder={placeholder} data-testid={testId} rows={Math.min(12, Math.max(4, value.split('\n').length + 1))} /> : <Input className="field__input" placeholder={placeholder} data-testid={testId} />}
      <FieldTexts help={help} error={error} />
    </AriaTextField>
  );
}

interface NumberFieldProps extends FieldTexts {
  /** NaN while the field is empty. */
  value: number;
  onChange: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** How the number reads (Intl, in the user's locale): units, percent, currency, decimals. */
  formatOptions?: Intl.NumberFormatOptions;
  autoFocus?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/** A labelled number input with − and + (React Aria): arrow keys step, the locale's digits and separators are read. */
export function NumberField({ label, help, error, testId, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className={['field', className].filter(Boolean).join(' ')}>
      <Label className="field__label">{label}</Label>
      <Group className="number-field">
        <AriaButton slot="decrement" className="number-field__step">
          <Minus size={14} aria-hidden />
        </AriaButton>
        <Input className="field__input number-field__input" data-testid={testId} />
        <AriaButton slot="increment" className="number-field__step">
          <Plus size={14} aria-hidden />
        </AriaButton>
      </Group>
      <FieldTexts help={help} error={error} />
    </AriaNumberField>
  );
}

function FieldTexts({ help, error }: { help: ReactNode; error: string | undefined }) {
  return (
    <>
      {help && !error && (
        <Text slot="description" className="field__hint">
          {help}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </>
  );
}
