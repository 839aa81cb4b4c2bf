/*
 * Canino's simulated payment checkout. It defines `window.Razorpay` with the API of Razorpay's
 * checkout.js (options, handler, modal.ondismiss, on('payment.failed'), open(), close()), so the
 * storefront runs unchanged with no Razorpay account and no internet. Pay and Fail ask the shop's
 * simulated bank, which answers (and signs) exactly like Razorpay.
 */
(() => {
  'use strict';
  const source = document.currentScript && document.currentScript.src ? document.currentScript.src : location.href;
  const payUrl = new URL('pay', source).toString();
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  let openCount = 0;

  const el = (tag, attrs, children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'style') node.style.cssText = v;
      else if (k === 'text') node.textContent = v;
      else node.setAttribute(k, v);
    }
    for (const child of children || []) node.append(child);
    return node;
  };

  const buttonStyle = (primary, color) =>
    `display:block;width:100%;margin-top:10px;padding:12px 16px;border-radius:6px;font:600 16px/1.2 inherit;cursor:pointer;` +
    (primary ? `background:${color};color:#fff;border:2px solid ${color};` : 'background:#fff;color:#1f2933;border:2px solid #52606d;');

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
    }

    on(event, listener) {
      (this.listeners[event] = this.listeners[event] || []).push(listener);
      return this;
    }

    open() {
      if (this.root) return;
      const o = this.options;
      const color = (o.theme && o.theme.color) || '#2f5d50';
      const amount = inr.format((Number(o.amount) || 0) / 100);
      const id = `canino-sim-${++openCount}`;
      const prefill = o.prefill || {};
      this.status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:1.5em;margin:12px 0 0;color:#1f2933' });
      this.buttons = [
        el('button', { type: 'button', style: buttonStyle(true, color), text: `Pay ${amount}` }),
        el('button', { type: 'button', style: buttonStyle(false), text: 'Fail payment' }),
        el('button', { type: 'button', style: buttonStyle(false), text: 'Cancel' }),
      ];
      const [pay, fail, cancel] = this.buttons;
      pay.addEventListener('click', () => this.attempt('success'));
      fail.addEventListener('click', () => this.attempt('failure'));
      cancel.addEventListener('click', () => this.dismiss());
      const payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
      this.dialog = el(
        'div',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': `${id}-title`,
          'aria-describedby': `${id}-desc`,
          style:
            'background:#fff;color:#1f2933;border-radius:10px;width:min(380px,calc(100% - 32px));padding:24px;box-shadow:0 12px 40px rgba(0,0,0,.35);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif',
        },
        [
          el('h2', { id: `${id}-title`, style: 'margin:0 0 4px;font-size:20px', text: 'Simulated payment' }),
          el('p', { id: `${id}-desc`, style: 'margin:0;color:#3e4c59', text: `${o.name || 'Shop'} — ${o.description || 'Payment'}. Test mode: no money moves.` }),
          el('p', { style: 'margin:16px 0 0;font-size:28px;font-weight:700', text: amount }),
          ...(payer ? [el('p', { style: 'margin:4px 0 0;color:#3e4c59;font-size:14px', text: `Paying as ${payer}` })] : []),
          this.status,
          ...this.buttons,
        ],
      );
      this.root = el('div', { style: 'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center' }, [
        this.dialog,
      ]);
      this.previousFocus = document.activeElement;
      this.onKey = (event) => this.keydown(event);
      document.addEventListener('keydown', this.onKey, true);
      document.body.append(this.root);
      pay.focus();
    }

    close() {
      if (!this.root) return;
      document.removeEventListener('keydown', this.onKey, true);
      this.root.remove();
      this.root = null;
      if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
    }

    /** Escape cancels; Tab stays inside the dialog, as a modal's focus should. */
    keydown(event) {
      if (event.key === 'Escape' && !this.busy) {
        event.preventDefault();
        this.dismiss();
      } else if (event.key === 'Tab') {
        const enabled = this.buttons.filter((b) => !b.disabled);
        if (!enabled.length) return event.preventDefault();
        const i = enabled.indexOf(document.activeElement);
        const next = event.shiftKey ? (i <= 0 ? enabled.length - 1 : i - 1) : i === enabled.length - 1 ? 0 : i + 1;
        event.preventDefault();
        enabled[next].focus();
      }
    }

    dismiss() {
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    async attempt(outcome) {
      this.busy = true;
      for (const b of this.buttons) b.disabled = true;
      this.status.textContent = outcome === 'success' ? 'Processing your payment…' : 'Declining the payment…';
      const o = this.options;
      let result;
      try {
        const res = await fetch(payUrl, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(o.order_id ? { order_id: o.order_id, outcome } : { amount: Number(o.amount), outcome }),
        });
        const body = await res.json().catch(() => null);
        result = body && body.status === 1 ? body.data : failure((body && body.message) || 'The simulated bank did not answer.');
      } catch {
        result = failure('The simulated bank could not be reached.');
      }
      this.busy = false;
      this.close();
      if (result.error) (this.listeners['payment.failed'] || []).forEach((listener) => listener({ error: result.error }));
      else if (typeof o.handler === 'function') o.handler(result);

      function failure(description) {
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description,
            source: 'business',
            step: 'payment_initiation',
            reason: 'payment_error',
            metadata: { order_id: o.order_id || '', payment_id: '' },
          },
        };
      }
    }
  }

  window.Razorpay = Razorpay;
})();
