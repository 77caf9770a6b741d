import { type ReactNode, type Ref, useId } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Tooltip } from './tooltip.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'ghost';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** A square button holding only an icon: give it an aria-label; the label shows as a tooltip. */
  iconOnly?: boolean;
  /**
   * Why the button cannot be pressed now. Given, the button is disabled but stays focusable, and the reason shows
   * on hover and focus and is read with the button. Use isDisabled alone only where the reason is in sight.
   */
  disabledReason?: string | false | null | undefined;
  /** A tooltip for an enabled button (an icon-only button shows its aria-label without one). */
  tooltip?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = { primary: 'btn--primary', secondary: '', destructive: 'btn--destructive', ghost: 'btn--ghost' };

export function buttonClass(variant: ButtonVariant = 'secondary', size: 'medium' | 'small' = 'medium', iconOnly = false, extra?: string): string {
  return ['btn', VARIANT_CLASS[variant], size === 'small' && 'btn--small', iconOnly && 'btn--icon', extra].filter(Boolean).join(' ');
}

/** The app's button (React Aria): primary, secondary (default), destructive or ghost; disabled with its reason. */
export function Button({ variant = 'secondary', size = 'medium', iconOnly = false, disabledReason, tooltip, className, children, ...props }: ButtonProps) {
  const classes = buttonClass(variant, size, iconOnly, className);
  if (disabledReason) return <ReasonedButton reason={disabledReason} className={classes} label={props['aria-label']} testId={props['data-testid']} buttonRef={props.ref}>{children}</ReasonedButton>;
  const button = (
    <AriaButton {...props} className={classes}>
      {children}
    </AriaButton>
  );
  const label = tooltip ?? (iconOnly ? props['aria-label'] : undefined);
  return label ? <Tooltip content={label}>{button}</Tooltip> : button;
}

/**
 * A disabled button that still takes focus (aria-disabled, not disabled), so a keyboard user reaches it and hears
 * why; pressing it does nothing.
 */
function ReasonedButton({ reason, className, label, testId, buttonRef, children }: { reason: string; className: string; label: string | undefined; testId: string | undefined; buttonRef: Ref<HTMLButtonElement> | undefined; children: ReactNode }) {
  const reasonId = useId();
  return (
    <>
      <Tooltip content={reason} delay={0} native>
        <button ref={buttonRef} type="button" className={className} aria-disabled="true" aria-label={label} aria-describedby={reasonId} data-testid={testId} data-disabled-reason={reason} onClick={(e) => e.preventDefault()}>
          {children}
        </button>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </>
  );
}
