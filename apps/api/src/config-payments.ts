/**
 * Which payment provider the shop uses is a decision the owner makes, never a silent fallback: a public
 * shop that quietly fell back to simulated payments would let anyone "pay" with fake money.
 */
export type PaymentsMode = 'simulated' | 'razorpay';

export interface PaymentsChoice {
  mode: PaymentsMode;
  /** Simulated payments on a public address (staging): pages and emails must say no real money is taken. */
  testMode: boolean;
}

/** Local shops (the embedded demo, the tests, a developer's machine) may simulate payments by default. */
export function isLocalUrl(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * `PAYMENTS` unset: Razorpay when its keys are set, simulated on a local shop, and a public shop without
 * keys refuses to start. `PAYMENTS=razorpay` needs the keys; `PAYMENTS=simulated` is always allowed.
 * Throws an Error whose message tells the owner the ways out.
 */
export function choosePaymentsMode(opts: { payments: PaymentsMode | undefined; publicUrl: string; keyId: string | undefined; keySecret: string | undefined }): PaymentsChoice {
  // An unset PUBLIC_URL is http://localhost:$PORT, so it counts as local too.
  const local = isLocalUrl(opts.publicUrl);
  if (Boolean(opts.keyId) !== Boolean(opts.keySecret)) {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both to take payments with Razorpay, or neither.');
  }
  const hasKeys = Boolean(opts.keyId && opts.keySecret);
  const mode = opts.payments ?? (hasKeys ? 'razorpay' : local ? 'simulated' : undefined);
  if (mode === 'razorpay' && !hasKeys) {
    throw new Error('PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (from the Razorpay dashboard, API keys).');
  }
  if (!mode) {
    throw new Error(
      `PUBLIC_URL ${opts.publicUrl} is a public address and no Razorpay keys are set, so payments would be simulated and anyone could "pay" with fake money.\n` +
        '  To take real payments, set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.\n' +
        '  To run a test shop (staging) on purpose, set PAYMENTS=simulated: every page and email then says no real money is taken.',
    );
  }
  return { mode, testMode: mode === 'simulated' && !local };
}
