import { ORDER_DIALOG } from '@canino/shared';
import { ButtonLink } from '../../../components/button';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import './order-dialog.css';

export type OrderDialogState = { kind: 'success'; orderId: number | null } | { kind: 'failed'; message: string } | null;

/** The spec's two dialogs after an order; each has one button, returning home. */
export function OrderDialog({ state, onClose }: { state: OrderDialogState; onClose: () => void }) {
  const text = state?.kind === 'success' ? ORDER_DIALOG.success : ORDER_DIALOG.failed;
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      size="sm"
      dismissible={false}
      title={text.title}
      illustration={
        <span className={state?.kind === 'success' ? 'order-dialog__icon' : 'order-dialog__icon order-dialog__icon--failed'}>
          {state?.kind === 'success' ? <CheckIcon size={36} /> : <AlertIcon size={36} />}
        </span>
      }
      footer={
        <ButtonLink to="/" block onClick={onClose}>
          Back to home
        </ButtonLink>
      }
    >
      <div className="order-dialog__text">
        {text.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {state?.kind === 'success' && state.orderId !== null && <p className="order-dialog__ref">Order number: #{state.orderId}</p>}
        {state?.kind === 'failed' && state.message && <p className="order-dialog__ref">{state.message}</p>}
      </div>
    </Modal>
  );
}
