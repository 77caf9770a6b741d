import { Check, ChevronDown } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { Button as AriaButton, Collection, FieldError, Header, Label, ListBox, ListBoxItem, ListBoxSection, Popover, Select as AriaSelect, SelectValue, Text } from 'react-aria-components';
import './fields.css';
import './overlays.css';

export interface SelectOption<T extends string> {
  id: T;
  label: string;
  /** A second line in the list (not on the closed select). */
  description?: string;
  isDisabled?: boolean;
}

/** Options under a heading (an HTML select's optgroup). */
export interface SelectSection<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
}

interface SelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  /** Instead of `options`: the options in headed groups. */
  sections?: readonly SelectSection<T>[];
  value: T | null;
  onChange: (value: T) => void;
  help?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
  isDisabled?: boolean;
  /** On the trigger button, for the e2e specs. */
  testId?: string;
  className?: string;
  /** The label is read out but not shown (a filter in a toolbar whose options say what it is). */
  labelHidden?: boolean;
}

/** One choice from a list (React Aria): a button that opens a list box, typeahead and arrow keys, label and errors tied in. */
export function Select<T extends string>({ label, options, sections, value, onChange, help, error, placeholder = 'Choose…', isDisabled, testId, className, labelHidden = false }: SelectProps<T>) {
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key) as T)}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder}
      disabledKeys={[...options, ...(sections ?? []).flatMap((section) => section.options)].filter((o) => o.isDisabled).map((o) => o.id)}
      className={['field', className].filter(Boolean).join(' ')}
    >
      <Label className={labelHidden ? 'sr-only' : 'field__label'}>{label}</Label>
      <AriaButton className="select__trigger" data-testid={testId}>
        <SelectValue className="select__value" />
        <ChevronDown size={16} aria-hidden />
      </AriaButton>
      {help && !error && (
        <Text slot="description" className="field__hint">
          {help}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover" offset={4}>
        {sections ? (
          <ListBox className="listbox" items={sections}>
            {(section) => (
              <ListBoxSection id={section.label} className="listbox__section">
                <Header className="listbox__header">{section.label}</Header>
                <Collection items={section.options}>{(option) => <Option option={option} />}</Collection>
              </ListBoxSection>
            )}
          </ListBox>
        ) : (
          <ListBox className="listbox" items={options}>
            {(option) => <Option option={option} />}
          </ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}

function Option<T extends string>({ option }: { option: SelectOption<T> }) {
  return (
    <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
      <span className="listbox__text">
        <Text slot="label">{option.label}</Text>
        {option.description && (
          <Text slot="description" className="listbox__description">
            {option.description}
          </Text>
        )}
      </span>
      <Check size={16} className="listbox__check" aria-hidden />
    </ListBoxItem>
  );
}
