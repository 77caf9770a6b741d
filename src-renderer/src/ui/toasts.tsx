import { X } from 'lucide-react';
import { create } from 'zustand';

interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

interface ToastState {
  toasts: Toast[];
  show(text: string, tone?: Toast['tone']): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Short confirmations and failures that do not belong to one field. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (text, tone = 'info') => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, text, tone }] });
    setTimeout(() => get().dismiss(id), tone === 'error' ? 8000 : 4000);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export function Toasts() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={toast.tone === 'error' ? 'toast toast--error' : 'toast'} data-testid="toast">
          <span>{toast.text}</span>
          <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
            <X size={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
