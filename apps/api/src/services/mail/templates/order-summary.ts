import { formatINR } from '@canino/shared';
import type { ShippingAddress } from '../../../db/schema';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { escapeHtml } from '../layout';

/** The lines, totals and addresses every order email shows, as HTML and as plain text. */

function totalsRows(o: OrderRow): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatINR(o.subtotalPaise)]];
  if (o.discountPaise > 0) rows.push([`Discount (${o.couponCode} ${o.couponPercent}%)`, `− ${formatINR(o.discountPaise)}`]);
  rows.push(['Shipping', formatINR(o.shippingPaise)], ['Total', formatINR(o.totalPaise)]);
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

export function orderSummaryHtml(o: OrderRow, lines: OrderLineRow[]): string {
  const items = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.productName)}</td><td style="${cell};text-align:center">${l.quantity}</td>` +
        `<td style="${cell};text-align:right">${formatINR(l.unitPricePaise)}</td><td style="${cell};text-align:right">${formatINR(l.lineTotalPaise)}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(o)
    .map(([k, v], i, all) => {
      const strong = i === all.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td colspan="3" style="padding:4px 8px;text-align:right;${strong}">${escapeHtml(k)}</td><td style="padding:4px 8px;text-align:right;${strong}">${v}</td></tr>`;
    })
    .join('');
  const address = (title: string, a: ShippingAddress) =>
    `<td style="vertical-align:top;padding:0 16px 0 0"><strong>${title}</strong><br>${addressLines(a).map(escapeHtml).join('<br>')}</td>`;
  const notes = o.notes ? `<p><strong>Order notes:</strong> ${escapeHtml(o.notes)}</p>` : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
<tr><th style="${cell};text-align:left">Item</th><th style="${cell}">Qty</th><th style="${cell};text-align:right">Price</th><th style="${cell};text-align:right">Amount</th></tr>
${items}${totals}</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr>${address('Deliver to', o.shipping ?? o.billing)}${address('Billing address', o.billing)}</tr></table>${notes}`;
}
