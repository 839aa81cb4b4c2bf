import type { AdminOrderStatus } from '@canino/shared';

const TONE: Record<AdminOrderStatus, 'wait' | 'bad' | 'good' | 'done' | 'quiet'> = {
  pending_payment: 'wait',
  payment_failed: 'bad',
  paid: 'good',
  cod_awaiting_confirmation: 'wait',
  cod_confirmed: 'good',
  packed: 'good',
  shipped: 'good',
  out_for_delivery: 'good',
  delivered: 'done',
  cancelled: 'quiet',
  refunded: 'quiet',
  expired: 'quiet',
};

/** The order's status as a coloured label; the text, not the colour, carries the meaning. */
export function OrderStatusBadge({ status, label }: { status: AdminOrderStatus; label: string }) {
  return <span className={`order-badge order-badge--${TONE[status]}`}>{label}</span>;
}
