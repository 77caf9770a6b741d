import { AlertTriangle, CheckCircle2, X } from 'lucide-react';
import { Button as AriaButton, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { create } from 'zustand';
import './toasts.css';

export type ToastTone = 'info' | 'error';

interface ToastContentValue {
  text: string;
  tone: ToastTone;
}

/** One queue for the app; React Aria's region shows it (F6 reaches it; timers pause on hover and focus). */
export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 4 });

/** How long a toast stays: errors longer, to be read. React Aria holds a toast at least 5 s. */
export const TOAST_TIMEOUT: Record<ToastTone, number> = { info: 5000, error: 9000 };

interface ToastApi {
  /** A short confirmation, or a failure that belongs to no one field (the API's message). Returns its key. */
  show(text: string, tone?: ToastTone): string;
  dismiss(key: string): void;
}

/** Short confirmations and failures that do not belong to one field: `useToasts((s) => s.show)`. */
export const useToasts = create<ToastApi>(() => ({
  show: (text, tone = 'info') => toastQueue.add({ text, tone }, { timeout: TOAST_TIMEOUT[tone] }),
  dismiss: (key) => toastQueue.close(key),
}));

export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className="toasts" aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={toast.content.tone === 'error' ? 'toast toast--error' : 'toast'} data-testid="toast">
          {toast.content.tone === 'error' ? <AlertTriangle size={18} aria-hidden className="toast__icon" /> : <CheckCircle2 size={18} aria-hidden className="toast__icon" />}
          <ToastContent className="toast__content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <AriaButton slot="close" className="toast__close" aria-label="Dismiss">
            <X size={16} aria-hidden />
          </AriaButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
