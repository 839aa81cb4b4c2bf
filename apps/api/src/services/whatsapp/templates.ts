import { formatINR } from '@canino/shared';

/**
 * The order updates sent on WhatsApp, each a template the owner registers at Meta (WhatsApp Manager,
 * Message templates) under this name, in English (`en`), category Utility, with this body: Meta sends only
 * approved templates to a customer who has not written in the last 24 hours. `{{n}}` is the n-th value
 * the shop fills in, in the order the builder below gives them.
 */
export const WHATSAPP_TEMPLATES = {
  /** Registered with two quick-reply buttons, "Confirm" and "Cancel": the webhook reads the reply (decision 063). */
  cod_confirm_request:
    'Hello {{1}}, please confirm your Cash on Delivery order #{{2}} of {{3}} so we can ship it: tap Confirm, or Cancel if you no longer want it. Unconfirmed orders are cancelled after {{4}} hours. You can also answer here: {{5}}',
  order_confirmed: 'Hello {{1}}, thank you for your order #{{2}} of {{3}}. We are packing it and will message you when it ships.',
  order_shipped: 'Hello {{1}}, your order #{{2}} is on its way with {{3}}. Track your parcel: {{4}}',
  order_out_for_delivery: 'Hello {{1}}, your order #{{2}} is out for delivery and should reach you today.',
  order_delivered: 'Hello {{1}}, your order #{{2}} has been delivered. Once your dog has tried it, tell other dog parents how it went: {{3}}',
  refund_processed: 'Hello {{1}}, we have refunded {{2}} for your order #{{3}} to your original payment method. It usually arrives within 3-5 business days.',
} as const;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;

/** Every template is registered in this language; a translation would be another template at Meta. */
export const TEMPLATE_LANGUAGE = 'en';

export interface TemplateValues {
  template: WhatsAppTemplate;
  params: string[];
}

interface OrderFacts {
  name: string;
  orderId: number;
}

export const orderConfirmed = (o: OrderFacts & { totalPaise: number }): TemplateValues => ({
  template: 'order_confirmed',
  params: [o.name, String(o.orderId), formatINR(o.totalPaise)],
});

export const codConfirmRequest = (o: OrderFacts & { totalPaise: number; hours: number; answerUrl: string }): TemplateValues => ({
  template: 'cod_confirm_request',
  params: [o.name, String(o.orderId), formatINR(o.totalPaise), String(o.hours), o.answerUrl],
});

export const orderShipped = (o: OrderFacts & { courier: string; trackingUrl: string }): TemplateValues => ({
  template: 'order_shipped',
  params: [o.name, String(o.orderId), o.courier, o.trackingUrl],
});

export const orderOutForDelivery = (o: OrderFacts): TemplateValues => ({ template: 'order_out_for_delivery', params: [o.name, String(o.orderId)] });

export const orderDelivered = (o: OrderFacts & { reviewUrl: string }): TemplateValues => ({
  template: 'order_delivered',
  params: [o.name, String(o.orderId), o.reviewUrl],
});

export const refundProcessed = (o: OrderFacts & { amountPaise: number }): TemplateValues => ({
  template: 'refund_processed',
  params: [o.name, formatINR(o.amountPaise), String(o.orderId)],
});

/** The message as the customer reads it: the template's body with its values in place (the simulated outbox shows it). */
export const renderTemplate = ({ template, params }: TemplateValues): string =>
  WHATSAPP_TEMPLATES[template].replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? '');
