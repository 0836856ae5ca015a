import { create } from 'zustand';

export type AlertTone = 'warning' | 'success' | 'info';

export interface AlertRequest {
  message: string;
  title?: string;
  tone?: AlertTone;
  confirmLabel?: string;
}

interface QueuedAlert extends AlertRequest {
  id: number;
  resolve: () => void;
}

interface AlertState {
  queue: QueuedAlert[];
  show: (request: AlertRequest) => Promise<void>;
  dismiss: (id: number) => void;
}

let nextId = 1;

/**
 * The §8 warning and success dialogs. Any code (a form step, the login gate) can raise one; the
 * promise settles when the visitor confirms, so a flow can wait for it. Alerts queue, one at a time.
 */
export const useAlertStore = create<AlertState>((set, get) => ({
  queue: [],
  show: (request) =>
    new Promise<void>((resolve) => {
      set((s) => ({ queue: [...s.queue, { ...request, id: nextId++, resolve }] }));
    }),
  dismiss: (id) => {
    const alert = get().queue.find((a) => a.id === id);
    set((s) => ({ queue: s.queue.filter((a) => a.id !== id) }));
    alert?.resolve();
  },
}));

export const showAlert = (request: AlertRequest) => useAlertStore.getState().show(request);
