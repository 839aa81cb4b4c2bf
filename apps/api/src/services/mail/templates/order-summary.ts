import { formatDeduction, formatINR, ROUND_OFF_LABEL, roundOffPaise } from '@canino/shared';
import type { ShippingAddress } from '../../../db/schema';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { escapeHtml } from '../layout';

/** The lines, totals and addresses every order email shows, as HTML and as plain text. */

function totalsRows(o: OrderRow): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatINR(o.subtotalPaise)]];
  // An autoship order's discount has no coupon code (decision 056).
  const discount = o.couponCode ? `Discount (${o.couponCode}${o.couponPercent ? ` ${o.couponPercent}%` : ''})` : `Autoship discount (${o.couponPercent}%)`;
  if (o.discountPaise > 0) rows.push([discount, formatDeduction(o.discountPaise)]);
  rows.push(['Shipping', formatINR(o.shippingPaise)]);
  if (o.codFeePaise > 0) rows.push(['Cash on Delivery fee', formatINR(o.codFeePaise)]);
  // The paise the whole-rupee total dropped, so the rows add up to it (as on the invoice).
  const roundOff = roundOffPaise(o);
  if (roundOff > 0) rows.push([ROUND_OFF_LABEL, formatDeduction(roundOff)]);
  rows.push([o.paymentMethod === 'cod' ? 'Total (pay on delivery)' : 'Total', formatINR(o.totalPaise)]);
  return rows;
}

function addressLines(a: ShippingAddress): string[] {
  return [`${a.firstName} ${a.lastName}`.trim(), a.address, `${a.city}, ${a.district}`, `${a.state} ${a.pincode}`, a.country, `Phone ${a.mobile}`];
}

export function orderSummaryText(o: OrderRow, lines: OrderLineRow[]): string {
  const items = lines.map((l) => `  ${l.productName} × ${l.quantity} @ ${formatINR(l.unitPricePaise)} = ${formatINR(l.lineTotalPaise)}`);
  const totals = totalsRows(o).map(([k, v]) => `  ${k}: ${v}`);
  const deliverTo = addressLines(o.shipping ?? o.billing).map((l) => `  ${l}`);
  const billing = addressLines(o.billing).map((l) => `  ${l}`);
  const notes = o.notes ? ['', 'Order notes:', `  ${o.notes}`] : [];
  return ['Items:', ...items, '', ...totals, '', 'Deliver to:', ...deliverTo, '', 'Billing address:', ...billing, ...notes].join('\n');
}

const cell = 'padding:6px 8px;border-bottom:1px solid #eee';
// Amounts never break inside ("₹1,2 / 98.00"); the item's name takes what room is left.
const num = `${cell};text-align:right;white-space:nowrap`;

export function orderSummaryHtml(o: OrderRow, lines: OrderLineRow[]): string {
  const items = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.productName)}</td><td style="${cell};text-align:center">${l.quantity}</td>` +
        `<td style="${num}">${formatINR(l.unitPricePaise)}</td><td style="${num}">${formatINR(l.lineTotalPaise)}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(o)
    .map(([k, v], i, all) => {
      const strong = i === all.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td colspan="3" style="padding:4px 8px;text-align:right;${strong}">${escapeHtml(k)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap;${strong}">${v}</td></tr>`;
    })
    .join('');
  // Side by side where there is room, one under the other on a phone: inline blocks wrap without media queries.
  const address = (title: string, a: ShippingAddress) =>
    `<div style="display:inline-block;vertical-align:top;width:240px;max-width:100%;margin:0 16px 12px 0"><strong>${title}</strong><br>${addressLines(a).map(escapeHtml).join('<br>')}</div>`;
  const notes = o.notes ? `<p><strong>Order notes:</strong> ${escapeHtml(o.notes)}</p>` : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
<tr><th style="${cell};text-align:left">Item</th><th style="${cell}">Qty</th><th style="${num}">Price</th><th style="${num}">Amount</th></tr>
${items}${totals}</table>
<div style="margin:16px 0">${address('Deliver to', o.shipping ?? o.billing)}${address('Billing address', o.billing)}</div>${notes}`;
}
