import { formatINR, shippingTermsText } from '@canino/shared';
import type { PolicyFacts, Section } from './types.js';
import { reportWindow } from './refund-policy.js';

export const shippingPolicyTitle = 'Shipping & Delivery Policy';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

/** "Monday to Saturday" for a run of days, else the days listed. */
function weekdaysText(weekdays: readonly number[]): string {
  const sorted = [...weekdays].sort((a, b) => a - b);
  const run = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (sorted.length > 2 && run) return `${WEEKDAYS[sorted[0]!]} to ${WEEKDAYS[sorted[sorted.length - 1]!]}`;
  return sorted.map((d) => WEEKDAYS[d]).join(', ');
}

/** Shipping & Delivery Policy, in the owner's fee, dispatch days, cut-off and transit days. */
export function shippingPolicy({ shop, delivery }: PolicyFacts): Section[] {
  const { dispatchWeekdays, cutoff, transitDays } = delivery.dispatch;
  const rule = delivery.shipping;
  const fee = shippingTermsText(rule);
  return [
    {
      heading: 'Shipping charges',
      paragraphs: [
        rule.feePaise === 0
          ? `${fee} The price you see in your cart is what you pay.`
          : `${fee} The fee is the same whatever the weight of the order and wherever you are in India, and it is shown in your cart and at checkout before you pay (${formatINR(rule.feePaise)} at present).`,
      ],
    },
    {
      heading: 'Order processing and dispatch',
      paragraphs: [
        `We dispatch orders ${weekdaysText(dispatchWeekdays)}, except public holidays. An order paid before ${cutoff} IST on a dispatch day leaves the same day; one paid later leaves on the next dispatch day.`,
      ],
    },
    {
      heading: 'Delivery time',
      paragraphs: [
        'We ship across India through courier partners. Checkout shows the expected delivery date for your pincode before you pay; after dispatch a parcel usually takes:',
      ],
      bullets: [
        `Within our own city: ${days(transitDays.sameCity)}`,
        `Within our state: ${days(transitDays.sameState)}`,
        `Metro cities: ${days(transitDays.metro)}`,
        `The rest of India: ${days(transitDays.restOfIndia)}`,
        `The North-East, Jammu & Kashmir, Ladakh and the islands: ${days(transitDays.remote)}`,
      ],
    },
    {
      heading: 'Order tracking',
      paragraphs: [
        'As soon as your order is dispatched, we send an email with the courier’s name and tracking number, and you can follow the parcel under My Orders or on the Track Order page. Please check your spam or promotions folder if you do not see the email.',
      ],
    },
    {
      heading: 'Delivery address and failed deliveries',
      paragraphs: [
        'Please enter your full address, correct pincode and a reachable mobile number at checkout; the courier may call you before delivery. Addresses cannot be changed once an order has been dispatched.',
        'If a delivery fails because the address is incomplete or incorrect, or nobody is available after the courier’s attempts, the parcel comes back to us. We then contact you to arrange delivery again; the shipping fee above is charged again for it.',
      ],
    },
    {
      heading: 'Delays',
      paragraphs: [
        'Occasionally deliveries take longer because of heavy rain or floods, festival-season volumes, strikes, local restrictions or other events beyond our control. If your order is running late, we keep you informed and help you track it with the courier.',
      ],
    },
    {
      heading: 'Damaged parcels',
      paragraphs: [
        `If the outer packaging looks damaged or tampered with, please note it with the courier and take photos. Report any damaged or wrong item ${reportWindow(shop.policyTerms.reportWithinDays)}, as our Cancellation & Refund Policy describes.`,
      ],
    },
    {
      heading: 'Questions about your delivery',
      paragraphs: [`Email ${shop.email} or call ${shop.phone} (${shop.policyTerms.careHours}) with your order number and we will be glad to help.`],
    },
  ];
}
