import type { Section, ShopContact } from './types.js';

export const refundPolicyTitle = 'Cancellation & Refund Policy';

/** Cancellation & Refund Policy. Contact details come from the shop settings at runtime. */
export function refundPolicy(contact: ShopContact): Section[] {
  return [
    {
      heading: 'Cancellations',
      paragraphs: [
        'Orders can be cancelled only immediately after they are placed, before we start processing them. Please contact us right away if you need to cancel; once an order has been processed or packed for dispatch, it can no longer be cancelled.',
        'Perishable items cannot be cancelled once the order has been processed.',
      ],
    },
    {
      heading: 'Damaged, defective or wrong items',
      paragraphs: [
        'We pack every order carefully, but if something arrives damaged, defective or is not what you ordered, please report it on the day of delivery. Send us your order number and clear photos of the product and packaging so we can resolve it quickly.',
        'Once we have reviewed your report, we will send a replacement or issue a refund. Reports made after the day of delivery cannot be accepted.',
      ],
      bullets: [
        'Report the problem on the day of delivery',
        'Keep the product and its original packaging until the issue is resolved',
        'Opened or used products can be accepted only if they were damaged or incorrect on arrival',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Approved refunds are processed within 3-5 business days and credited to the original payment method (card, UPI or bank account used for the order). Your bank may take a little longer to show the amount in your statement.',
        'For cancelled orders the full amount, including the shipping fee, is refunded. For damaged or wrong items, the refund covers the affected products.',
      ],
    },
    {
      heading: 'Items that cannot be returned',
      paragraphs: [
        'For your dog’s safety, supplements and care products cannot be returned once delivered unless they arrived damaged, defective or incorrect. This includes opened jars, pouches, bottles and tubes and products whose seal has been broken.',
      ],
    },
    {
      heading: 'How to reach us',
      paragraphs: [
        `To cancel an order or report a problem, email ${contact.email} or call ${contact.phone} with your order number. We reply on business days, usually within one working day.`,
      ],
    },
  ];
}
