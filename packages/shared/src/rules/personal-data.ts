/**
 * Every kind of personal data the shop keeps about a customer, and why: the one list the privacy notice
 * is written from and the customer's data export is keyed by (Digital Personal Data Protection Act 2023,
 * sections 5 and 11), so the two cannot say different things. A new kind of record about a customer
 * gets its line here, and the export then needs its part before the code compiles.
 */
export const PERSONAL_DATA = [
  {
    key: 'profile',
    label: 'Your account',
    what: 'your name, mobile number, email address, password (kept only as a one-way hash), and which version of our terms you agreed to and when',
    why: 'to let you log in, to reach you about your orders, and to ask you again only when our terms change',
  },
  {
    key: 'pets',
    label: 'Your dogs',
    what: 'each dog’s name, breed, birth date or age, weight history and photo, as you enter them',
    why: 'to suggest a general wellness routine and how long a pack lasts for your dog',
  },
  {
    key: 'addresses',
    label: 'Saved addresses',
    what: 'the names, mobile numbers and delivery addresses you save',
    why: 'to fill in checkout for you',
  },
  {
    key: 'orders',
    label: 'Orders',
    what: 'what you bought, the billing and delivery addresses, contact details, amounts, payment and delivery status',
    why: 'to deliver your orders, handle returns and refunds, and answer your questions',
  },
  {
    key: 'returns',
    label: 'Returns',
    what: 'the items you asked to return, why, what you wrote, your photos of them, the courier’s pickup, and each step of the return',
    why: 'to settle the return and refund or replace the item',
  },
  {
    key: 'invoices',
    label: 'Tax invoices and credit notes',
    what: 'the GST invoices and credit notes of your paid orders',
    why: 'because the GST law requires us to issue and keep them',
  },
  {
    key: 'reviews',
    label: 'Reviews',
    what: 'the reviews you write, with your first name, city and the photos you add, and the reviews you mark helpful',
    why: 'to show them to other shoppers',
  },
  {
    key: 'wishlist',
    label: 'Wishlist',
    what: 'the products you save for later',
    why: 'to keep your list between visits',
  },
  {
    key: 'stockAlerts',
    label: 'Back-in-stock alerts',
    what: 'the sold-out sizes you asked to hear about, when you asked, and when we emailed you that they were back',
    why: 'to email you once when the size is back in stock',
  },
  {
    key: 'refills',
    label: 'Refill reminders',
    what: 'the packs we expect to run out, their dates, and the products you asked not to be reminded of',
    why: 'to show you when a pack runs out, and to remind you before it does if you agreed to reminders',
  },
  {
    key: 'leftCheckouts',
    label: 'Checkouts you left',
    what: 'the products in a cart you took to checkout without ordering, your email, and which reminder emails we sent about it or whether you stopped them',
    why: 'to email you once or twice about a cart you left, with a link that puts it back, unless you stop those emails',
  },
  {
    key: 'autoship',
    label: 'Autoship deliveries',
    what: 'the products and sizes you asked us to send again, how often, where to, the reference of your payment mandate at the payment provider (never your card or bank numbers), and each delivery: when, its order, and whether it was paid, skipped or declined',
    why: 'to make, charge and send each delivery you asked for, remind you before it, and let you change or cancel it',
  },
  {
    key: 'consents',
    label: 'Your email choices',
    what: 'each time you agreed to or stopped an optional email or WhatsApp messages (offers and news, refill reminders, order updates on WhatsApp): what, when, and on which page, link or reply',
    why: 'to send those emails only while you agree, and to show that you did',
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp messages',
    what: 'the order updates we sent you on WhatsApp while you agreed to them: which update, for which order, to which number, and whether it was delivered and read',
    why: 'to send each update once and to see that it reached you',
  },
  {
    key: 'messages',
    label: 'Messages',
    what: 'what you write to us through the contact form',
    why: 'to answer you',
  },
  {
    key: 'grievances',
    label: 'Complaints',
    what: 'the complaints you file with our grievance officer and our replies',
    why: 'to resolve them within the time the consumer protection rules set',
  },
] as const;

export type PersonalDataKind = (typeof PERSONAL_DATA)[number]['key'];
export const PERSONAL_DATA_KINDS = PERSONAL_DATA.map((d) => d.key) as [PersonalDataKind, ...PersonalDataKind[]];
