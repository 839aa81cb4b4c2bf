import { shippingTermsText } from '@canino/shared';
import type { PolicyFacts, Section } from './types.js';

export const termsTitle = 'Terms & Conditions';

/** Terms & Conditions, 9 sections. Contact details come from the shop settings at runtime. */
export function termsAndConditions({ shop: contact, delivery }: PolicyFacts): Section[] {
  // What is charged and how it is paid follow the owner's delivery terms, as checkout does.
  const payment = delivery.cod.enabled
    ? 'Pay online through our payment partner (cards, UPI and net banking), or in cash on delivery where checkout offers it. An online order is confirmed once its payment succeeds, a cash-on-delivery order once it is placed.'
    : 'Payment is taken online through our payment partner (cards, UPI and net banking). An order is confirmed only once payment succeeds.';
  return [
    {
      heading: '1. Acceptance of these terms',
      paragraphs: [
        'These terms apply to your use of the Canino online shop and to every order you place with us. By using the shop, creating an account or placing an order, you agree to them. If you do not agree, please do not use the shop.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You must be at least 18 years old, or use the shop under the supervision of a parent or guardian, to create an account or place an order. Please give accurate details and keep your password confidential; you are responsible for activity under your account.',
        'We may suspend accounts that are used fraudulently or in breach of these terms.',
      ],
    },
    {
      heading: '3. Our products',
      paragraphs: [
        'Our products are natural supplements and care products for dogs. They support general health and are not medicines: they are not intended to diagnose, treat or cure any disease and do not replace advice from a veterinarian.',
        'Follow the dosage by weight on each label, and check with your vet before use if your dog is pregnant, nursing, on medication or has a health condition. Product photos are illustrations; packaging may differ slightly.',
      ],
    },
    {
      heading: '4. Prices and payment',
      paragraphs: [
        `All prices are in Indian rupees (₹) and include applicable taxes. ${shippingTermsText(delivery.shipping)} Checkout shows every charge before you order. Prices and availability may change without notice, but the price confirmed at checkout is the price you pay.`,
        `${payment} If a product turns out to be unavailable or wrongly priced, we will contact you and refund any amount paid for it.`,
      ],
    },
    {
      heading: '5. Delivery, cancellation and refunds',
      paragraphs: [
        'Delivery times and charges are described in our Shipping & Delivery Policy. Cancellations, damaged or wrong items and refunds are covered by our Cancellation & Refund Policy. Both form part of these terms.',
      ],
    },
    {
      heading: '6. Coupons and offers',
      paragraphs: [
        'Coupon codes are valid for the period and conditions stated with them, can be used once per order unless stated otherwise, cannot be exchanged for cash and may be withdrawn at any time. We may cancel orders that misuse coupons.',
      ],
    },
    {
      heading: '7. Acceptable use and intellectual property',
      paragraphs: [
        'You agree not to misuse the shop: no attempts to break its security, no automated scraping, no false orders and no unlawful, offensive or misleading content in reviews, messages or uploads.',
        'The Canino name, logo, product names, texts and images belong to Canino and may not be copied or used without our written permission.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'We take care that product information is accurate and that the shop runs smoothly, but we do not guarantee that it will always be error-free or uninterrupted. To the extent permitted by law, our total liability for any order is limited to the amount you paid for it, and we are not liable for indirect or consequential loss.',
        'Nothing in these terms limits your rights as a consumer under Indian law.',
      ],
    },
    {
      heading: '9. Governing law, changes and contact',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising from them or from your use of the shop is subject to the exclusive jurisdiction of the courts of Coimbatore, Tamil Nadu.',
        'We may update these terms from time to time; the version published here at the time of your order applies to that order.',
        `Questions about these terms? Email ${contact.email} or call ${contact.phone}.`,
      ],
    },
  ];
}
