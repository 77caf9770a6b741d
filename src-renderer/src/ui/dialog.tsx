import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './overlays.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
  /** A dialog that asks for a decision: no closing by a click outside, and read as an alert dialog. */
  alert?: boolean;
}

/**
 * A modal dialog, shown while it is rendered (the parent mounts it to open it). React Aria traps focus inside,
 * hides the rest from assistive tech, closes on Escape (and on a click outside unless `alert`), and gives
 * focus back to what had it. Put autoFocus on the first field of a form; otherwise the dialog itself takes focus.
 */
export function Dialog({ title, onClose, children, wide = false, testId, alert = false }: DialogProps) {
  return (
    <ModalOverlay isOpen isDismissable={!alert} onOpenChange={(open) => !open && onClose()} className="dialog-backdrop">
      <Modal className={wide ? 'dialog dialog--wide' : 'dialog'}>
        <AriaDialog className="dialog__content" role={alert ? 'alertdialog' : 'dialog'} data-testid={testId}>
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
