import { formatShopDateTime } from '@canino/shared';
import { emailLayout, escapeHtml } from '../layout';

interface Ticket {
  ticket: string;
  name: string;
  subject: string;
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>`).join('\n');

/** The receipt sent the moment a complaint is filed: its ticket number and the two deadlines. */
export function grievanceReceiptEmail(p: {
  shopName: string;
  officer: { name: string; designation: string };
  lookupUrl: string;
  grievance: Ticket;
  acknowledgeBy: Date;
  resolveBy: Date;
}) {
  const lines = [
    `Hello ${p.grievance.name},`,
    `We have received your complaint "${p.grievance.subject}". Your ticket number is ${p.grievance.ticket}.`,
    `${p.officer.name}, our ${p.officer.designation}, will answer you by ${formatShopDateTime(p.acknowledgeBy)} IST, and resolve it by ${formatShopDateTime(p.resolveBy)} IST at the latest.`,
    `You can follow it at ${p.lookupUrl} with the ticket number and this email address.`,
  ];
  return { subject: `Your complaint ${p.grievance.ticket} is registered`, text: lines.join('\n\n'), html: emailLayout(p.shopName, paragraphs(lines)) };
}

/** The officer's copy of a new complaint. */
export function grievanceNoticeEmail(p: { shopName: string; grievance: Ticket & { email: string; phone: string; orderNumber: string; message: string }; acknowledgeBy: Date }) {
  const g = p.grievance;
  const lines = [
    `New complaint ${g.ticket} from ${g.name} <${g.email}>, ${g.phone}${g.orderNumber ? `, order ${g.orderNumber}` : ''}.`,
    `Subject: ${g.subject}`,
    g.message,
    `Acknowledge it by ${formatShopDateTime(p.acknowledgeBy)} IST (48 hours), in the admin under Complaints.`,
  ];
  return { subject: `Complaint ${g.ticket}: ${g.subject}`, text: lines.join('\n\n'), html: emailLayout(p.shopName, paragraphs(lines)) };
}

/** The officer's reply, as the customer receives it. */
export function grievanceReplyEmail(p: { shopName: string; officer: { name: string; designation: string }; grievance: Ticket; message: string; resolved: boolean }) {
  const lines = [
    `Hello ${p.grievance.name},`,
    p.message,
    p.resolved
      ? `We have marked your complaint ${p.grievance.ticket} as resolved. If it is not, reply to this email.`
      : `Your complaint ${p.grievance.ticket} stays open until it is resolved.`,
    `${p.officer.name}, ${p.officer.designation}, ${p.shopName}`,
  ];
  return { subject: `Re: your complaint ${p.grievance.ticket}`, text: lines.join('\n\n'), html: emailLayout(p.shopName, paragraphs(lines)) };
}
