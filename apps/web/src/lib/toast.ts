import { TOAST_AUTO_CLOSE_MS } from '@canino/shared';

/**
 * Toasts through react-toastify, loaded on first use so it stays out of the first paint. Toasts raised
 * before the container has mounted are queued by the library and shown once it is there.
 */
type Kind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds; the app-wide default is the spec's 2500. */
  autoClose?: number;
}

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message, { autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS, toastId: `${kind}:${message}` });
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
