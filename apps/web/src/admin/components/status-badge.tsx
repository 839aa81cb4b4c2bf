import { ORDER_STATUS_LABELS, type AdminOrderStatus } from '@canino/shared';

const TONE: Record<AdminOrderStatus, string> = {
  pending_payment: 'neutral',
  payment_failed: 'danger',
  paid: 'info',
  cod_awaiting_confirmation: 'warning',
  cod_confirmed: 'info',
  packed: 'warning',
  shipped: 'accent',
  out_for_delivery: 'accent',
  delivered: 'success',
  cancelled: 'muted',
  refunded: 'muted',
  expired: 'muted',
};

export function StatusBadge({ status }: { status: AdminOrderStatus }) {
  return <span className={`adm-badge adm-badge--${TONE[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** Active / Inactive for catalog rows. */
export function ActiveBadge({ active, on = 'Active', off = 'Inactive' }: { active: boolean; on?: string; off?: string }) {
  return <span className={`adm-badge adm-badge--${active ? 'success' : 'muted'}`}>{active ? on : off}</span>;
}
