import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures are lowercase hex HMAC-SHA256; the simulated provider signs the same way. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What Checkout's handler receives as `razorpay_signature`: HMAC of `<order_id>|<payment_id>` with the key secret. */
export function checkoutSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** Compares in constant time, so response timing does not leak how much of a forged signature was right. */
function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

export function verifyCheckoutSignature(keySecret: string, providerOrderId: string, paymentId: string, signature: string): boolean {
  return signaturesMatch(checkoutSignature(keySecret, providerOrderId, paymentId), signature);
}

/** Webhooks sign the raw request body, byte for byte, with the webhook secret. */
export function verifyWebhookSignature(webhookSecret: string | undefined, rawBody: Buffer, signature: string | undefined): boolean {
  if (!webhookSecret || !signature) return false;
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
