import type { Section, ShopContact } from './types.js';

export const shippingPolicyTitle = 'Shipping & Delivery Policy';

/** Flat shipping fee per order, in rupees. */
const SHIPPING_FEE_RUPEES = 75;

/** Shipping & Delivery Policy. Contact details come from the shop settings at runtime. */
export function shippingPolicy(contact: ShopContact): Section[] {
  return [
    {
      heading: 'Shipping charges',
      paragraphs: [
        `We charge a flat shipping fee of ₹${SHIPPING_FEE_RUPEES} per order, whatever the size or weight of the order and wherever you are in India. The fee is shown in your cart and at checkout before you pay.`,
      ],
    },
    {
      heading: 'Order processing and dispatch',
      paragraphs: [
        'Orders are packed and dispatched within 1–2 business days of successful payment. Business days are Monday to Saturday, excluding public holidays. Orders placed on Sundays or holidays are processed on the next business day.',
      ],
    },
    {
      heading: 'Delivery time',
      paragraphs: ['We ship across India through trusted courier partners. Once dispatched, most orders are delivered within 3–7 business days, depending on your location.'],
      bullets: [
        'Metro cities and nearby areas: usually 3–4 business days',
        'Other cities and towns: usually 4–6 business days',
        'Remote areas, hill stations, the North-East, Jammu & Kashmir and island territories: up to 7 business days, occasionally longer',
      ],
    },
    {
      heading: 'Order tracking',
      paragraphs: [
        'As soon as your order is dispatched, we send an email with the courier name and a tracking number or link, so you can follow your parcel until it reaches you. Please check your spam or promotions folder if you do not see it.',
      ],
    },
    {
      heading: 'Delivery address and failed deliveries',
      paragraphs: [
        'Please enter your full address, correct pincode and a reachable mobile number at checkout; the courier may call you before delivery. Addresses cannot be changed once an order has been dispatched.',
        'If a delivery fails because the address is incomplete or incorrect, or nobody is available after the courier’s attempts, the parcel is returned to us. We will contact you to arrange re-delivery; a fresh shipping fee may apply.',
      ],
    },
    {
      heading: 'Delays',
      paragraphs: [
        'Occasionally deliveries take longer because of heavy rain or floods, festival-season volumes, strikes, local restrictions or other events beyond our control. If your order is running late, we will keep you informed and help you track it with the courier.',
      ],
    },
    {
      heading: 'Damaged parcels',
      paragraphs: [
        'If the outer packaging looks damaged or tampered with, please note it with the courier and take photos. Report any damaged or wrong item on the day of delivery, as described in our Cancellation & Refund Policy.',
      ],
    },
    {
      heading: 'Questions about your delivery',
      paragraphs: [`Email ${contact.email} or call ${contact.phone} with your order number and we will be glad to help.`],
    },
  ];
}
