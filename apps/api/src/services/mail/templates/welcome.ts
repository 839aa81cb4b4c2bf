import { emailButton, emailLayout, escapeHtml } from '../layout';

interface WelcomeFacts {
  shopName: string;
  ownerName: string;
  petName: string;
  /** The shop's address, for links back to it. */
  publicUrl: string;
}

/** Sent once an account is made: what it gives the customer, and where to find each part. */
export function welcomeEmail(p: WelcomeFacts) {
  const links = [
    { label: `${p.petName}’s dose on every product page`, href: `${p.publicUrl}/products` },
    { label: 'Your pets, their weight and refill reminders', href: `${p.publicUrl}/pets` },
    { label: 'Your orders and their tracking', href: `${p.publicUrl}/orders` },
  ];
  const text = [
    `Hello ${p.ownerName},`,
    '',
    `Welcome to ${p.shopName}! Your account is ready, and you log in with your mobile number.`,
    '',
    ...links.map((l) => `${l.label}: ${l.href}`),
    '',
    'If you did not create this account, reply to this email and we will close it.',
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(p.ownerName)},</p>
<p>Welcome to ${escapeHtml(p.shopName)}! Your account is ready, and you log in with your mobile number.</p>
<ul>${links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>
<p style="margin:24px 0">${emailButton(`${p.publicUrl}/products`, 'Shop for ' + p.petName)}</p>
<p>If you did not create this account, reply to this email and we will close it.</p>`,
  );
  return { subject: `Welcome to ${p.shopName}, ${p.ownerName}`, text, html };
}
