import { computeInvoiceTax, DEFAULT_PRODUCT_TAX, financialYear, gstStateCode, indianStateName, type InvoiceDocument, type InvoiceParty } from '@canino/shared';
import type { Db } from '../../db/client';
import type { ShippingAddress } from '../../db/schema';
import { findInvoiceOfOrder, insertNumberedInvoice, readInvoiceFacts, type InvoiceFacts, type InvoiceRow } from '../../repositories/invoices';
import type { NewJob } from '../../repositories/jobs';
import { lockOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import type { TaxSettingsRow } from '../../repositories/tax-settings';
import { newToken } from '../tokens';

/**
 * An invoice ready but for its number: everything it prints, and the secret of the guest's link (only
 * its hash is stored, so the secret exists only in the confirmation email).
 */
export interface InvoiceDraft {
  orderId: number;
  prefix: string;
  financialYear: string;
  issuedAt: Date;
  document: InvoiceDocument;
  accessToken: string;
  accessTokenHash: string;
}

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
function invoiceDocument(
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
      const facts = (l.productId !== null && taxFacts.get(l.productId)) || DEFAULT_PRODUCT_TAX;
      return { description: l.productName, hsn: facts.hsnCode, gstRate: facts.gstRate, unitPricePaise: l.unitPricePaise, quantity: l.quantity, couponApplies: l.couponApplies };
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
      address: seller.address
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
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
 * Prepares the tax invoice of an order that just became paid, inside the transaction that made it paid
 * (the caller holds the order's lock), without its number: `numberInvoice` takes that last, just before
 * the commit, so other payments wait on the series for as short a time as possible (decision 026).
 * Nothing is issued while the shop has no GST registration.
 */
export async function prepareInvoice(tx: Db, order: OrderRow, lines: OrderLineRow[], issuedAt: Date): Promise<InvoiceDraft | undefined> {
  return draftInvoice(await readInvoiceFacts(tx, invoicedProducts(lines)), order, lines, issuedAt);
}

/** The products whose tax facts an order's invoice reads. */
export const invoicedProducts = (lines: readonly OrderLineRow[]) => lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));

/** prepareInvoice from facts the caller read (a sale reads them with its batches, readSaleFacts). */
export function draftInvoice({ seller, taxFacts }: InvoiceFacts, order: OrderRow, lines: OrderLineRow[], issuedAt: Date): InvoiceDraft | undefined {
  if (!seller) return undefined;
  const fy = financialYear(issuedAt);
  const document = invoiceDocument(seller, order, lines, taxFacts, { number: '', financialYear: fy, issuedAt });
  const { token, hash } = newToken();
  return { orderId: order.id, prefix: seller.invoicePrefix, financialYear: fy, issuedAt, document, accessToken: token, accessTokenHash: hash };
}

/**
 * Numbers and writes a prepared invoice in one statement, holding the series' row lock until the commit;
 * `jobs` (the paid order's emails) are written by the same statement, one round trip fewer.
 */
export function numberInvoice(tx: Db, draft: InvoiceDraft, jobs: NewJob[] = []): Promise<InvoiceRow> {
  return insertNumberedInvoice(
    tx,
    draft.prefix,
    {
      orderId: draft.orderId,
      financialYear: draft.financialYear,
      issuedAt: draft.issuedAt,
      placeOfSupply: draft.document.placeOfSupply.state,
      taxablePaise: draft.document.tax.totals.taxablePaise,
      taxPaise: draft.document.tax.totals.taxPaise,
      totalPaise: draft.document.totalPaise,
      accessTokenHash: draft.accessTokenHash,
      document: draft.document,
    },
    jobs,
  );
}

/**
 * Issues the invoice of a paid order in the caller's transaction, for paths that settle an order
 * without a payment verification (cash on delivery, once collected). Locks the order; an order that
 * already has its invoice keeps it (undefined is returned). Answers the invoice with its access token,
 * which only this moment knows (the row keeps its hash), for the email that links it.
 */
export async function issueInvoice(tx: Db, orderId: number, issuedAt = new Date()): Promise<{ invoice: InvoiceRow; accessToken: string } | undefined> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) return undefined;
  if (await findInvoiceOfOrder(tx, orderId)) return undefined;
  const draft = await prepareInvoice(tx, locked.order, locked.lines, issuedAt);
  return draft && { invoice: await numberInvoice(tx, draft), accessToken: draft.accessToken };
}
