import { formatINR } from '@canino/shared';
import type { PolicyFacts, Section } from './types.js';

export const refundPolicyTitle = 'Cancellation & Refund Policy';

/** "on the day of delivery" or "within 3 days of delivery", from the owner's setting. */
export const reportWindow = (days: number) => (days === 0 ? 'on the day of delivery' : `within ${days} ${days === 1 ? 'day' : 'days'} of delivery`);

/** Cancellation, refunds, returns, payment methods and recurring payments, in the owner's own terms. */
export function refundPolicy({ shop, delivery }: PolicyFacts): Section[] {
  const terms = shop.policyTerms;
  const report = reportWindow(terms.reportWithinDays);
  const contact = `email ${shop.email} or call ${shop.phone} (${terms.careHours})`;
  const returnShipping =
    terms.returnShippingPaidBy === 'shop'
      ? 'We pay for return shipping: we arrange the pickup through our courier, or refund the courier charge you paid on the courier’s receipt.'
      : 'You pay for return shipping: send the item back by a courier of your choice to the address below. When the item reached you damaged, defective or wrong, we refund that charge on the courier’s receipt.';
  const methods = ['UPI (Google Pay, PhonePe and other UPI apps), debit and credit cards, and net banking, paid online through our payment provider Razorpay'];
  if (delivery.cod.enabled)
    methods.push(
      `Cash on delivery for orders up to ${formatINR(delivery.cod.maxOrderPaise)}, with a fee of ${formatINR(delivery.cod.feePaise)} shown at checkout before you order`,
    );
  return [
    {
      heading: 'Cancellations',
      paragraphs: [
        `You can cancel an order until it is packed for dispatch: ${contact} with your order number. Once it is packed it can no longer be cancelled, and the returns rules below apply.`,
        'An order that is not paid within the time shown at checkout is cancelled by itself, and nothing is charged.',
      ],
    },
    {
      heading: 'Damaged, defective or wrong items',
      paragraphs: [
        `We pack every order carefully, but if something arrives damaged, defective or is not what you ordered, please report it ${report}: open the order under My Orders, choose Return or report a problem on the item, and add clear photos of the product and packaging so we can resolve it quickly. We email you at each step, and the order’s page shows where your return stands.`,
        'Once we have approved your return, it comes back to us as the return shipping section below says; when it reaches us we refund the affected products to your original payment method. Products marked on their page as not returnable cannot be sent back.',
      ],
      bullets: [
        `Report the problem ${report}`,
        'Keep the product and its original packaging until the issue is resolved',
        'Opened or used products are accepted only if they were damaged or incorrect on arrival',
      ],
    },
    {
      heading: 'Returns and return shipping',
      paragraphs: [
        'For your dog’s safety, supplements and care products cannot be returned once delivered unless they arrived damaged, defective or incorrect. This includes opened jars, pouches, bottles and tubes and products whose seal has been broken.',
        returnShipping,
        `Return address: ${shop.address}.`,
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        `Approved refunds are sent within ${terms.refundBusinessDays} business days to the original payment method (the card, UPI or bank account used for the order); a cash-on-delivery order is refunded to a bank account or UPI ID you give us. Your bank may take a little longer to show the amount in your statement.`,
        'For a cancelled order the full amount, including the shipping fee, is refunded. For damaged or wrong items, the refund covers the affected products. Every refund of an invoiced order comes with a GST credit note.',
      ],
    },
    {
      heading: 'Payment methods',
      paragraphs: ['You can pay for your order by:'],
      bullets: methods,
    },
    {
      heading: 'Recurring payments',
      paragraphs: [
        'We do not charge any card, UPI ID or bank account on a schedule: each order is paid once, when you place it, so there is no recurring payment to cancel.',
        `If your bank or UPI app ever shows a standing instruction or AutoPay mandate in our name, you can revoke it there at any time (in a UPI app under AutoPay or mandates, or with your bank for a card), and ${contact} so that we stop it on our side too.`,
      ],
    },
    {
      heading: 'How to reach us',
      paragraphs: [
        `To cancel an order, return an item or report a problem, ${contact}. If you are not satisfied with our answer, write to our grievance officer, ${shop.grievanceOfficer.name} (${shop.grievanceOfficer.designation}), through the complaint form on the Seller information page.`,
      ],
    },
  ];
}
