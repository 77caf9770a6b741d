import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, type FocusableElement, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import './overlays.css';

interface TooltipProps {
  /** What the tooltip says: a short label or reason, never the only place of something the user needs. */
  content: ReactNode;
  /** One focusable element: a ui/ Button, or a native element (wrapped so hover and focus reach it). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds before it shows on hover (focus shows it at once). */
  delay?: number;
  /** The child is a native element rather than a React Aria one. */
  native?: boolean;
}

/** A label on hover and keyboard focus (React Aria: Escape closes it, it describes its trigger). */
export function Tooltip({ content, children, placement = 'top', delay = 500, native = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100}>
      {native ? <Focusable>{children as ReactElement<DOMAttributes<FocusableElement>, string>}</Focusable> : children}
      <AriaTooltip className="tooltip" placement={placement} offset={8}>
        <OverlayArrow className="tooltip__arrow">
          <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden>
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
