import { computeInvoiceTax, documentNumber, financialYear, gstStateCode, indianStateName, type InvoiceDocument, type InvoiceParty } from '@canino/shared';
import type { Db } from '../../db/client';
import type { ShippingAddress } from '../../db/schema';
import { takeNextNumber } from '../../repositories/document-series';
import { findInvoiceOfOrder, insertInvoice, readProductTaxFacts, type InvoiceRow } from '../../repositories/invoices';
import { lockOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { getTaxSettings, type TaxSettingsRow } from '../../repositories/tax-settings';
import { newToken } from '../tokens';

export interface IssuedInvoice {
  invoice: InvoiceRow;
  /** The secret of the guest's invoice link; only its hash is stored, so it exists only in the email. */
  accessToken: string;
}

/** A product deleted since the sale is still invoiced, at the rate a new product gets. */
const FALLBACK_TAX = { hsnCode: '2309', gstRate: 18 };

function partyOf(address: ShippingAddress, contact: { email: string; phone: string }): InvoiceParty {
  const state = indianStateName(address.state) ?? address.state;
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    address: [address.address, [address.city, address.district].filter((v, i, all) => v && all.indexOf(v) === i).join(', '), `${state} ${address.pincode}`.trim()].filter(Boolean),
    state,
    stateCode: gstStateCode(state) ?? '',
    email: contact.email,
    phone: contact.phone,
  };
}

/** What the invoice prints, computed from the order, its lines and the shop's registration as they are now. */
export function invoiceDocument(
  seller: TaxSettingsRow,
  order: OrderRow,
  lines: OrderLineRow[],
  taxFacts: Map<number, { hsnCode: string; gstRate: number }>,
  numbering: { number: string; financialYear: string; issuedAt: Date },
): InvoiceDocument {
  const shipTo = order.shipping ?? order.billing;
  const buyer = partyOf(order.billing, { email: order.email, phone: order.mobile });
  const placeOfSupply = indianStateName(shipTo.state) ?? shipTo.state;
  const tax = computeInvoiceTax({
    sellerState: seller.state,
    placeOfSupply,
    items: lines.map((l) => {
      const facts = (l.productId !== null && taxFacts.get(l.productId)) || FALLBACK_TAX;
      return { description: l.productName, hsn: facts.hsnCode, gstRate: facts.gstRate, unitPricePaise: l.unitPricePaise, quantity: l.quantity };
    }),
    discountPaise: order.discountPaise,
    shippingPaise: order.shippingPaise,
    shippingGstRate: seller.shippingGstRate,
    codFeePaise: order.codFeePaise,
    totalPaise: order.totalPaise,
  });
  return {
    number: numbering.number,
    financialYear: numbering.financialYear,
    issuedAt: numbering.issuedAt.toISOString(),
    orderId: order.id,
    orderedAt: order.createdAt.toISOString(),
    seller: {
      name: seller.legalName,
      address: seller.address.split('\n').map((s) => s.trim()).filter(Boolean),
      state: seller.state,
      stateCode: gstStateCode(seller.state) ?? '',
      gstin: seller.gstin,
    },
    buyer,
    placeOfSupply: { state: placeOfSupply, stateCode: gstStateCode(placeOfSupply) ?? '' },
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    totalPaise: order.totalPaise,
    tax,
  };
}

/**
 * Issues the tax invoice of an order that just became paid, inside the transaction that made it paid
 * (the caller holds the order's lock). The number is taken last, so other payments wait on the
 * series for as short a time as possible. Nothing is issued while the shop has no GST registration.
 */
export async function issueInvoiceInTx(tx: Db, order: OrderRow, lines: OrderLineRow[], issuedAt: Date): Promise<IssuedInvoice | undefined> {
  const seller = await getTaxSettings(tx);
  if (!seller) return undefined;
  const taxFacts = await readProductTaxFacts(tx, lines.flatMap((l) => (l.productId === null ? [] : [l.productId])));
  const fy = financialYear(issuedAt);
  const draft = invoiceDocument(seller, order, lines, taxFacts, { number: '', financialYear: fy, issuedAt });
  const sequence = await takeNextNumber(tx, 'invoice', fy);
  const number = documentNumber(seller.invoicePrefix, fy, sequence);
  const { token, hash } = newToken();
  const invoice = await insertInvoice(tx, {
    orderId: order.id,
    number,
    financialYear: fy,
    sequence,
    issuedAt,
    placeOfSupply: draft.placeOfSupply.state,
    taxablePaise: draft.tax.totals.taxablePaise,
    taxPaise: draft.tax.totals.taxPaise,
    totalPaise: order.totalPaise,
    accessTokenHash: hash,
    document: { ...draft, number },
  });
  return { invoice, accessToken: token };
}

/**
 * Issues the invoice of a paid order in the caller's transaction, for paths that settle an order
 * without a payment verification (cash on delivery, once collected). Locks the order; an order that
 * already has its invoice keeps it (undefined is returned).
 */
export async function issueInvoice(tx: Db, orderId: number, issuedAt = new Date()): Promise<IssuedInvoice | undefined> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) return undefined;
  if (await findInvoiceOfOrder(tx, orderId)) return undefined;
  return issueInvoiceInTx(tx, locked.order, locked.lines, issuedAt);
}
