import { CONSENT_SOURCE_LABELS, consentGiven, currentConsents, PERSONAL_DATA, type PersonalDataKind } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { readPersonalData } from '../../repositories/personal-data';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Every record the shop holds about the customer, keyed by the privacy notice's own list
 * (`PERSONAL_DATA`): the type below requires a part for each kind, so a kind added to the notice cannot
 * be left out of the export. No password hash, token or internal key leaves the server.
 */
export async function exportPersonalData(ctx: AppContext, customerId: number) {
  const d = await readPersonalData(ctx.db, customerId);
  if (!d) throw notFound('This account does not exist');
  const c = d.customer;
  const consentHistory = d.consents.map((r) => ({ purpose: r.purpose, granted: r.granted, source: r.source, at: r.createdAt }));
  const orderPdf = (orderId: number) => `${ctx.config.publicUrl}/admin/api/orders/${orderId}/invoice.pdf`;
  const parts: Record<PersonalDataKind, unknown> = {
    profile: {
      name: c.ownerName,
      mobile: c.mobile,
      email: c.email,
      createdAt: iso(c.createdAt),
      termsVersionAgreed: c.termsVersion,
      termsAgreedAt: iso(c.termsAgreedAt),
    },
    pets: d.pets.map((p) => ({
      name: p.name,
      breed: p.breed,
      birthDate: p.birthDate,
      birthDateEstimated: p.birthDateEstimated,
      photo: p.photo ? `${ctx.config.publicUrl}${p.photo}` : null,
      weights: d.weights.filter((w) => w.petId === p.id).map((w) => ({ grams: w.grams, recordedAt: iso(w.recordedAt) })),
    })),
    addresses: d.addresses.map(({ name, mobile, pincode, state, address, locality, city }) => ({ name, mobile, pincode, state, address, locality, city })),
    orders: d.orders.map((o) => ({
      id: o.id,
      status: o.status,
      placedAt: iso(o.createdAt),
      email: o.email,
      mobile: o.mobile,
      billing: o.billing,
      shipping: o.shipping,
      notes: o.notes,
      paymentMethod: o.paymentMethod,
      totalPaise: o.totalPaise,
      lines: d.lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ product: l.productName, quantity: l.quantity, unitPricePaise: l.unitPricePaise, lineTotalPaise: l.lineTotalPaise })),
    })),
    returns: d.returns.map((r) => ({
      orderId: r.orderId,
      product: d.lines.find((l) => l.id === r.lineId)?.productName ?? null,
      quantity: r.quantity,
      reason: r.reason,
      details: r.details,
      photos: r.photos.map((p) => `${ctx.config.publicUrl}${p}`),
      status: r.status,
      shopMessage: r.ownerMessage,
      pickupTrackingNumber: r.pickupAwb,
      askedAt: iso(r.createdAt),
    })),
    invoices: [
      ...d.invoices.map((i) => ({ kind: 'invoice', number: i.number, orderId: i.orderId, issuedAt: iso(i.issuedAt), totalPaise: i.totalPaise, pdf: orderPdf(i.orderId) })),
      ...d.creditNotes.map((n) => ({
        kind: 'credit note',
        number: n.number,
        orderId: n.orderId,
        issuedAt: iso(n.issuedAt),
        pdf: `${ctx.config.publicUrl}/admin/api/orders/${n.orderId}/credit-notes/${n.id}.pdf`,
      })),
    ],
    reviews: {
      written: d.reviews.map((r) => ({
        productId: r.productId,
        rating: r.rating,
        title: r.title,
        body: r.body,
        authorName: r.authorName,
        authorCity: r.authorCity,
        photos: r.photos.map((url) => `${ctx.config.publicUrl}${url}`),
        createdAt: iso(r.createdAt),
      })),
      markedHelpful: d.votes.map((v) => ({ reviewId: v.reviewId, at: iso(v.createdAt) })),
    },
    wishlist: d.wishlist,
    stockAlerts: d.stockAlerts.map((a) => ({ sizeId: a.variantId, askedAt: iso(a.createdAt), emailedAt: iso(a.notifiedAt) })),
    refills: {
      remindersOn: consentGiven(consentHistory, 'refill_reminders'),
      packs: d.refills.map((r) => ({ productId: r.productId, orderId: r.orderId, deliveredOn: r.deliveredOn, runsOutOn: r.runsOutOn, remindOn: r.remindOn, state: r.state })),
    },
    leftCheckouts: d.leftCheckouts.map((r) => ({
      email: r.email,
      lines: r.lines.map(({ productId, variantId, productName, unitPricePaise, quantity }) => ({ productId, sizeId: variantId, productName, unitPricePaise, quantity })),
      reachedCheckoutAt: iso(r.startedAt),
      state: r.state,
      stoppedBecause: r.stopReason,
      firstEmailAt: iso(r.firstSentAt),
      secondEmailAt: iso(r.secondSentAt),
      orderId: r.orderId,
    })),
    autoship: d.subscriptions.map((sub) => ({
      status: sub.status,
      everyWeeks: sub.frequencyWeeks,
      nextDelivery: sub.nextDeliveryDate,
      payment: sub.paymentMethod,
      pausedBecause: sub.pauseReason,
      cancelledAt: iso(sub.cancelledAt),
      items: d.subscriptionItems.filter((i) => i.subscriptionId === sub.id).map((i) => ({ productId: i.productId, sizeId: i.variantId, quantity: i.quantity })),
      deliveries: d.subscriptionCycles.filter((c) => c.subscriptionId === sub.id).map((c) => ({ cycle: c.cycleNo, due: c.dueDate, orderId: c.orderId, state: c.state })),
    })),
    consents: {
      now: currentConsents(consentHistory).map((c) => ({ purpose: c.purpose, agreed: c.granted })),
      history: consentHistory.map((r) => ({ purpose: r.purpose, agreed: r.granted, where: CONSENT_SOURCE_LABELS[r.source], at: r.at.toISOString() })),
    },
    whatsapp: d.whatsapp.map((m) => ({ update: m.template, orderId: m.orderId, to: m.toNumber, status: m.status, sentAt: iso(m.createdAt), lastNews: iso(m.updatedAt) })),
    messages: d.messages.map((m) => ({ subject: m.subject, message: m.message, sentAt: iso(m.createdAt) })),
    grievances: d.grievances.map((g) => ({
      ticket: g.ticket,
      subject: g.subject,
      message: g.message,
      orderNumber: g.orderNumber,
      status: g.status,
      filedAt: iso(g.createdAt),
      replies: d.replies.filter((r) => r.grievanceId === g.id).map((r) => ({ message: r.message, at: iso(r.createdAt) })),
    })),
  };
  return {
    shop: ctx.config.publicUrl,
    exportedAt: ctx.now().toISOString(),
    // What each part is and why the shop keeps it: the privacy notice's words.
    about: PERSONAL_DATA.map(({ key, label, what, why }) => ({ part: key, label, what, why })),
    ...parts,
  };
}
