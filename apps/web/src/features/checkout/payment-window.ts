import type { PaymentSession } from '@canino/shared';
import type { PaymentOutcome } from './api/create-order';
import { dismissCheckout } from './api/dismiss-checkout';

/** The parts of Razorpay's checkout.js we use; the shop's simulated script offers the same. */
interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error: { description?: string; metadata?: { payment_id?: string } };
}
interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (r: RazorpayFailure) => void): void;
}
type RazorpayOptions = PaymentSession['razorpayOptions'] & {
  handler: (r: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

const loaded = new Map<string, Promise<boolean>>();

/** Loads the provider's script once; false when it cannot (offline, blocked). */
export function loadPaymentScript(src: string): Promise<boolean> {
  let done = loaded.get(src);
  if (!done) {
    done = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(Boolean(window.Razorpay));
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        resolve(false);
      };
      document.head.appendChild(script);
    });
    loaded.set(src, done);
  }
  return done;
}

/**
 * Opens the payment window; resolves with the outcome, or 'dismissed' when the customer closes it, in
 * which case the server is told at once so the order's held stock goes back on sale.
 */
export function openPaymentWindow(session: PaymentSession): Promise<PaymentOutcome | 'dismissed'> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('The payment window is not loaded'));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (v: PaymentOutcome | 'dismissed') => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    const checkout = new Razorpay({
      ...session.razorpayOptions,
      handler: (r) => settle({ paid: true, paymentId: r.razorpay_payment_id, razorpayOrderId: r.razorpay_order_id, signature: r.razorpay_signature }),
      modal: {
        ondismiss: () => {
          if (!settled) dismissCheckout(session.razorpayOptions.order_id);
          settle('dismissed');
        },
      },
    });
    checkout.on('payment.failed', (r) => {
      // Razorpay would offer a retry in its window; the spec shows its failure dialog instead.
      checkout.close();
      settle({ paid: false, paymentId: r.error.metadata?.payment_id ?? '', reason: r.error.description ?? 'Payment failed' });
    });
    checkout.open();
  });
}
