import { ORDER_DIALOG, formatINR } from '@canino/shared';
import { Button, ButtonLink } from '../../../components/button';
import { AlertIcon, CheckIcon, ShieldIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import type { OrderRef } from '../api/order-payment';
import './order-dialog.css';

export type OrderDialogState =
  | { kind: 'success'; orderId: number | null }
  /** Placed with Cash on Delivery: nothing was paid, the courier collects `totalPaise`. */
  | { kind: 'cod'; orderId: number; totalPaise: number }
  /** `retry`: the order that can still be paid, for "Try again". */
  | { kind: 'failed'; message: string; retry: OrderRef | null }
  | { kind: 'confirming'; orderId: number }
  | null;

const ICONS = {
  success: { className: 'order-dialog__icon', icon: <CheckIcon size={36} /> },
  cod: { className: 'order-dialog__icon', icon: <CheckIcon size={36} /> },
  failed: { className: 'order-dialog__icon order-dialog__icon--failed', icon: <AlertIcon size={36} /> },
  confirming: { className: 'order-dialog__icon order-dialog__icon--waiting', icon: <ShieldIcon size={36} /> },
};

/**
 * The spec's two dialogs after an order, each returning home, plus "Try again" on a failed order that
 * can still be paid, and a third for a payment the shop has not confirmed yet (it never says failed then).
 */
export function OrderDialog({ state, onClose, onTryAgain }: { state: OrderDialogState; onClose: () => void; onTryAgain: (order: OrderRef) => void }) {
  const kind = state?.kind ?? 'failed';
  // A COD order is placed as successfully as a paid one: the spec's Thank You, then what to pay.
  const text = ORDER_DIALOG[kind === 'cod' ? 'success' : kind];
  const retry = state?.kind === 'failed' ? state.retry : null;
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      size="sm"
      dismissible={false}
      title={text.title}
      illustration={<span className={ICONS[kind].className}>{ICONS[kind].icon}</span>}
      footer={
        <>
          {retry && (
            <Button block onClick={() => onTryAgain(retry)}>
              Try again
            </Button>
          )}
          <ButtonLink to="/" block variant={retry ? 'secondary' : 'primary'} onClick={onClose}>
            Back to home
          </ButtonLink>
        </>
      }
    >
      <div className="order-dialog__text">
        {text.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {state?.kind === 'success' && state.orderId !== null && <p className="order-dialog__ref">Order number: #{state.orderId}</p>}
        {state?.kind === 'confirming' && <p className="order-dialog__ref">Order number: #{state.orderId}</p>}
        {state?.kind === 'cod' && (
          <>
            <p className="order-dialog__ref">Order number: #{state.orderId}</p>
            <p className="order-dialog__cod">
              Cash on Delivery: please keep <strong>{formatINR(state.totalPaise)}</strong> ready for the courier.
            </p>
          </>
        )}
        {state?.kind === 'failed' && state.message && <p className="order-dialog__ref">{state.message}</p>}
      </div>
    </Modal>
  );
}
