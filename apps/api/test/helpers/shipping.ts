import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { orderEvents, shipmentEvents, shipments } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** Shared by the shipping tests: the parcel a test weighed, the PDF's text, what the database holds. */

export const PARCEL = { weightGrams: 650, lengthCm: 20, breadthCm: 15, heightCm: 10 };

/** The text of a PDF, as poppler reads it (an independent reader, not the library that drew it). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

export async function shipmentOf(t: TestApp, orderId: number) {
  const [row] = await t.ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function shipmentEventCodes(t: TestApp, shipmentId: number) {
  const rows = await t.ctx.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)).orderBy(shipmentEvents.occurredAt);
  return rows.map((r) => r.code);
}

/** The order's history as "from→to by actor". */
export async function historyOf(t: TestApp, orderId: number) {
  const rows = await t.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  return rows.map((e) => `${e.fromStatus}→${e.toStatus} by ${e.actor.split(':')[0]}`);
}
