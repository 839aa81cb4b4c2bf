import { ORDER_STATUS_LABELS, SHOP_TIME_ZONE, type AdminOrderQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import * as repo from '../../repositories/order-list';
import { asOfNow, unpaidCutoff } from './order-expiry';

const CSV_EXPORT_CAP = 50_000;

const HEADER = [
  'Order',
  'Date',
  'Status',
  'Customer',
  'Email',
  'Mobile',
  'City',
  'State',
  'Pincode',
  'Items',
  'Subtotal',
  'Discount',
  'Shipping',
  'Total',
  'Coupon',
  'Tracking number',
  'Paid at',
];

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026-03-05 14:07, in India time: sorts as text and every spreadsheet reads it. */
const when = (d: Date | null) => (d ? dateTime.format(d).replace(',', '') : '');

/** An amount the shop wrote: a number in the file, whatever its sign. */
interface CsvAmount {
  amount: string;
}

/** Paise as rupees with two decimals (-554.24): a refund month's negative sums stay numbers. */
export const rupees = (paise: number): CsvAmount => ({ amount: (paise / 100).toFixed(2) });

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @ or a control
 * character) is prefixed with an apostrophe, so a customer's name cannot become a formula on the
 * owner's computer. Numbers and amounts are the shop's own and written as they are: a guarded
 * "-554.24" would be text to the spreadsheet and the tax tool.
 */
export function csvCell(value: string | number | CsvAmount): string {
  if (typeof value === 'object') return value.amount;
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The orders matching the list's filters as CSV (UTF-8 with a BOM so Excel shows ₹ and names right). */
export async function ordersCsv(ctx: AppContext, q: Omit<AdminOrderQuery, 'page' | 'pageSize'>): Promise<string> {
  const rows = await repo.listOrdersForExport(ctx.db, q, unpaidCutoff(ctx), CSV_EXPORT_CAP);
  const lines = [HEADER.map(csvCell).join(',')];
  for (const { order, customerName, itemCount } of rows) {
    const o = asOfNow(ctx, order);
    const to = o.shipping ?? o.billing;
    lines.push(
      [
        o.id,
        when(o.createdAt),
        ORDER_STATUS_LABELS[o.status],
        customerName,
        o.email,
        o.mobile,
        to.city,
        to.state,
        to.pincode,
        itemCount,
        rupees(o.subtotalPaise),
        rupees(o.discountPaise),
        rupees(o.shippingPaise),
        rupees(o.totalPaise),
        o.couponCode ?? '',
        o.trackingNumber ?? '',
        when(o.paidAt),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
