import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning';
type Show = (kind: Kind, message: string, options?: ExternalToast) => void;

let show: Show | null = null;
let waiting: Array<Parameters<Show>> = [];
let asked = false;
const listeners = new Set<() => void>();

function request(kind: Kind, message: string, options?: ExternalToast): void {
  if (show) {
    show(kind, message, options);
    return;
  }
  waiting.push([kind, message, options]);
  asked = true;
  for (const listener of listeners) listener();
}

/**
 * spec §8 toasts, with sonner's options. sonner is not part of a page's first load: the shell's toaster
 * (`components/common/toasts.tsx`) loads it with the first toast, which waits here until then.
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => request('success', message, options),
  error: (message: string, options?: ExternalToast) => request('error', message, options),
  warning: (message: string, options?: ExternalToast) => request('warning', message, options),
};

/** The toaster's side: whether a toast was ever asked for, a call when one is, and where toasts go once it is there. */
export const toastRequests = {
  asked: (): boolean => asked,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Shows the waiting toasts with `next`, and every later one at once, until the returned function is called. */
  attach(next: Show): () => void {
    show = next;
    const queued = waiting;
    waiting = [];
    for (const args of queued) next(...args);
    return () => {
      if (show === next) show = null;
    };
  },
};
