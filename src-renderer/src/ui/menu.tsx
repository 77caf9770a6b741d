import type { ReactNode } from 'react';
import { Menu, MenuItem as AriaMenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Button, type ButtonVariant } from './button.tsx';
import './overlays.css';

interface MenuButtonProps {
  /** The trigger's accessible name (and its tooltip when it shows only an icon). */
  label: string;
  /** An icon for the trigger; without children the trigger shows only the icon. */
  icon?: ReactNode;
  /** Visible text of the trigger, beside the icon. */
  text?: ReactNode;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  testId?: string;
  /** The items: MenuItem and MenuSeparator. */
  children: ReactNode;
}

/** A button that opens a menu of actions (React Aria: arrow keys, typeahead, Escape, focus back to the button). */
export function MenuButton({ label, icon, text, variant = 'ghost', size = 'medium', testId, children }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} size={size} iconOnly={!text} aria-label={label} data-testid={testId}>
        {icon}
        {text}
      </Button>
      <Popover className="popover" placement="bottom end" offset={4}>
        <Menu className="menu" aria-label={label}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

interface MenuItemProps {
  children: ReactNode;
  onAction: () => void;
  icon?: ReactNode;
  /** The action destroys something: drawn in the danger colour (it should still ask once). */
  danger?: boolean;
  isDisabled?: boolean;
  testId?: string;
}

export function MenuItem({ children, onAction, icon, danger = false, isDisabled, testId }: MenuItemProps) {
  const text = typeof children === 'string' ? children : undefined;
  return (
    <AriaMenuItem className={danger ? 'menu__item menu__item--danger' : 'menu__item'} onAction={onAction} isDisabled={isDisabled} textValue={text} data-testid={testId}>
      {icon}
      {children}
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className="menu__separator" />;
}
