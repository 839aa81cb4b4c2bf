import { PERSONAL_DATA } from '@canino/shared';
import type { PolicyFacts, Section } from './types.js';

export const privacyPolicyTitle = 'Privacy Policy';

/** Privacy Policy, 10 sections. Contact details come from the shop settings at runtime. */
export function privacyPolicy({ shop: contact }: PolicyFacts): Section[] {
  const officer = contact.grievanceOfficer;
  const hours = contact.erasureNoticeHours;
  return [
    {
      heading: '1. Introduction',
      paragraphs: [
        'Canino (“we”, “us”, “our”) runs this online shop for natural supplements and care products for dogs. This policy explains what personal information we collect when you use the shop, why we collect it and how we look after it.',
        'By creating an account, placing an order or otherwise using the shop, you agree to the practices described here.',
      ],
    },
    {
      heading: '2. Information we keep and why',
      paragraphs: [
        'We keep only what we need to run your account and deliver your orders. This is every kind of personal data we keep about you, and what it is for (the same list your data download follows):',
      ],
      bullets: PERSONAL_DATA.map((d) => `${d.label}: ${d.what}; ${d.why}`),
    },
    {
      heading: '3. How we use your information',
      paragraphs: ['We use your information to:'],
      bullets: [
        'Create and manage your account and your wishlist',
        'Process, ship and track your orders, and send order and delivery updates by email',
        'Answer your questions and support requests',
        'Send a password-reset link when you ask for one',
        'Email you offers, news and refill reminders, only while you agree to them',
        'Improve our products and the shop, and prevent fraud or misuse',
      ],
    },
    {
      heading: '4. Payments',
      paragraphs: [
        'Online payments by card, UPI and net banking are handled by our payment partner on its own secure, PCI-DSS compliant pages. We never see or store your full card number, CVV, UPI PIN or net-banking password.',
        'We receive only the payment reference and status needed to confirm your order.',
      ],
    },
    {
      heading: '5. Cookies and browser storage',
      paragraphs: [
        'We use essential cookies to keep you signed in securely. Your cart and some preferences are kept in your browser’s local storage so they are still there when you come back.',
        'You can clear cookies and stored data in your browser settings at any time; you may then need to sign in again and your cart will be emptied.',
      ],
    },
    {
      heading: '6. Sharing your information',
      paragraphs: ['We do not sell or rent your personal information. We share only what is necessary with:'],
      bullets: [
        'Courier and logistics partners, who need your name, address and phone number to deliver your order',
        'Our payment partner, to process your payment',
        'Email and hosting providers that help us run the shop, under confidentiality obligations',
        'Authorities, where the law requires us to',
      ],
    },
    {
      heading: '7. Data security and retention',
      paragraphs: [
        'Your information is sent over encrypted connections and stored on secured servers with restricted access. No system is perfectly secure, but we take reasonable technical and organisational measures to protect your data.',
        'We keep account information while your account is active. When you delete your account, we erase it ' +
          `${hours} hours after you ask: your profile, dogs and their photos, saved addresses, wishlist, refill reminders, email choices and the messages you sent us are deleted, your reviews stay without your name, and your complaints stay without your contact details or words.`,
        'The tax invoices and credit notes of your paid orders keep the name and billing address they were issued to, and their orders keep what was bought and paid, because the GST law requires us to keep them (for 72 months from the due date of that year’s annual return, under section 36 of the CGST Act 2017). They stay linked to no account, and the orders lose your email, mobile number and delivery address.',
      ],
    },
    {
      heading: '8. Your rights and choices',
      paragraphs: [
        'You can view and update your pet details and your name at any time from Edit Profile, and download everything we keep about you from your profile (Download my data). To correct your mobile number or email address, contact us and we will help within a reasonable time.',
        `To delete your account, press Delete my account on Edit Profile and confirm with your password. We email you a notice and log you out everywhere; ${hours} hours later your account is erased as section 7 describes. Until then, log in and press Keep my account to cancel.`,
        `For any complaint about your personal data, write to our grievance officer, ${officer.name} (${officer.designation}), at ${officer.email} or ${officer.phone}; we answer within 48 hours. If you are not satisfied with our answer, you may complain to the Data Protection Board of India under the Digital Personal Data Protection Act 2023 (www.dpb.gov.in).`,
        'Offers and news by email, and refill reminders, are sent only if you tick their box yourself (on Edit Profile; refill reminders also on Upcoming refills); no box is ticked for you, and without your tick we send none. Untick it to stop at once, or use the unsubscribe link in any of those emails, which works without logging in. We record when and where you agreed or stopped. Order and account emails are still sent, as they are needed to serve you.',
      ],
    },
    {
      heading: '9. Children’s privacy',
      paragraphs: [
        'Our service is not intended for children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: '10. Changes, governing law and contact',
      paragraphs: [
        'We may update this policy from time to time; the latest version is always on this page. Continued use of the shop after a change means you accept the updated policy.',
        'This policy is governed by the laws of India, and any dispute relating to it is subject to the exclusive jurisdiction of the courts of Coimbatore, Tamil Nadu.',
        `For any privacy question or request, email us at ${contact.email} or call ${contact.phone}.`,
      ],
    },
  ];
}
