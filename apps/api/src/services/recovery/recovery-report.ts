import type { AdminAbandonedCheckout, AdminRecoveryList, AdminRecoveryQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { offsetOf } from '../../repositories/paging';
import { pageAbandoned, weeklyRecovery, type RecoveryRow } from '../../repositories/checkout-recoveries';

/** The weeks the owner's table covers. */
const WEEKS = 12;

/**
 * The admin's checkouts left: those whose first email came due without an order before it (a checkout
 * ordered within the hour was never abandoned), with their recovery state, and per week how many came
 * back as orders after an email and what those orders were worth.
 */
export async function recoveryReport(ctx: AppContext, q: AdminRecoveryQuery): Promise<AdminRecoveryList> {
  const dueBefore = new Date(ctx.now().getTime() - ctx.config.recovery.firstAfterMs);
  const [{ rows, total }, weeks] = await Promise.all([pageAbandoned(ctx.db, dueBefore, { limit: q.pageSize, offset: offsetOf(q) }), weeklyRecovery(ctx.db, dueBefore, WEEKS)]);
  return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize, weeks };
}

function present(r: RecoveryRow): AdminAbandonedCheckout {
  return {
    id: r.id,
    email: r.email,
    customerId: r.customerId,
    items: r.lines.reduce((n, l) => n + l.quantity, 0),
    valuePaise: r.lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0),
    startedAt: r.startedAt.toISOString(),
    state: r.state === 'open' || r.state === 'ordered' ? 'none' : r.state,
    stopReason: r.stopReason,
    orderId: r.orderId,
    recoveredPaise: r.state === 'recovered' ? r.orderTotalPaise : null,
  };
}
