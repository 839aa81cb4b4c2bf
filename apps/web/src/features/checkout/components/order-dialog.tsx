import { ORDER_DIALOG, formatINR } from '@canino/shared';
import { Button, ButtonLink } from '../../../components/button';
import { Link } from '../../../components/link';
import { CostRows } from '../../../components/cost-rows';
import { AlertIcon, CheckIcon, ShieldIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import type { OrderRef } from '../api/order-payment';
import type { PlacedOrder } from '../api/pay-for-order';
import './order-dialog.css';

export type OrderDialogState =
  /**
   * Placed: paid (`success`), with Cash on Delivery (`cod`: nothing was paid, the courier collects the
   * total), or paid at the provider and not yet confirmed (`confirming`: it never says failed then).
   * `deliveryBy` is the date checkout promised for the pincode.
   */
  | { kind: 'success' | 'confirming'; order: PlacedOrder; deliveryBy: string | null; autoship?: boolean }
  /** `awaitingConfirmation`: the shop ships it once the shopper confirms it from the link or WhatsApp message sent. */
  | { kind: 'cod'; order: PlacedOrder; deliveryBy: string | null; autoship?: boolean; awaitingConfirmation: boolean }
  /** `retry`: the order that can still be paid, for "Try again". */
  | { kind: 'failed'; message: string; retry: OrderRef | null }
  | null;

const ICONS = {
  success: { className: 'order-dialog__icon', icon: <CheckIcon size={36} /> },
  cod: { className: 'order-dialog__icon', icon: <CheckIcon size={36} /> },
  failed: { className: 'order-dialog__icon order-dialog__icon--failed', icon: <AlertIcon size={36} /> },
  confirming: { className: 'order-dialog__icon order-dialog__icon--waiting', icon: <ShieldIcon size={36} /> },
};

/** When the server starts the order's autoship lines: once paid, or on cash on delivery once the order is confirmed. */
const AUTOSHIP_STARTS = {
  success: 'Your autoship starts with this order',
  confirming: 'Your autoship starts once this payment is confirmed',
  cod: 'Your autoship starts once this order is confirmed',
};

interface OrderDialogProps {
  state: OrderDialogState;
  /** Whether the shopper checked out as a guest: their way back to the order is its tracking page. */
  guest: boolean;
  onClose: () => void;
  onTryAgain: (order: OrderRef) => void;
  /** A guest's "Save your details as an account". */
  onSaveDetails: () => void;
}

/**
 * The spec's two dialogs after an order, each with a way home. Thank You names the order, what it holds,
 * its total (with the rows that make it) and delivery date, and leads to the order ("View order", or
 * "Track order" for a guest, who may also save their details as an account). The failure dialog says one
 * thing: the server's word on where the order stands, with "Try again" when it can still be paid.
 */
export function OrderDialog({ state, guest, onClose, onTryAgain, onSaveDetails }: OrderDialogProps) {
  const kind = state?.kind ?? 'failed';
  // A COD order is placed as successfully as a paid one: the spec's Thank You, then what to pay.
  const text = ORDER_DIALOG[kind === 'cod' ? 'success' : kind];
  const retry = state?.kind === 'failed' ? state.retry : null;
  const placed = state && state.kind !== 'failed' ? state : null;
  const orderHref = placed && (guest ? (placed.order.trackingToken ? `/track#token=${placed.order.trackingToken}` : '/track') : `/orders/${placed.order.orderId}`);
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      size={placed ? 'md' : 'sm'}
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
          {orderHref && (
            <ButtonLink to={orderHref} block onClick={onClose}>
              {guest ? 'Track order' : 'View order'}
            </ButtonLink>
          )}
          {placed && guest && (
            <Button block variant="secondary" onClick={onSaveDetails}>
              Save your details as an account
            </Button>
          )}
          <ButtonLink to="/" block variant={retry || placed ? (placed && guest ? 'ghost' : 'secondary') : 'primary'} onClick={onClose}>
            Back to home
          </ButtonLink>
        </>
      }
    >
      <div className="order-dialog__text">
        {text.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {state?.kind === 'failed' && state.message && <p className="order-dialog__ref">{state.message}</p>}
        {placed && <p className="order-dialog__ref">Order number: #{placed.order.orderId}</p>}
        {placed?.deliveryBy && (
          <p>
            Delivery by <strong>{placed.deliveryBy}</strong>
          </p>
        )}
        {placed?.kind === 'cod' && placed.awaitingConfirmation && (
          <p className="order-dialog__confirm">
            <strong>One more step: please confirm this order</strong> with the link we have emailed you, or the WhatsApp message if you chose updates there. We ship it once you
            confirm; an unconfirmed Cash on Delivery order is cancelled after a day.
          </p>
        )}
        {placed?.kind === 'cod' && (
          <p className="order-dialog__cod">
            Cash on Delivery: please keep <strong>{formatINR(placed.order.totals.totalPaise)}</strong> ready for the courier.
          </p>
        )}
        {placed?.autoship && (
          <p>
            {AUTOSHIP_STARTS[placed.kind]}: you will find it in{' '}
            <Link to="/autoship" onClick={onClose}>
              My Autoship
            </Link>
            , and we email you once it is set up.
          </p>
        )}
      </div>
      {placed && <PlacedItems order={placed.order} />}
    </Modal>
  );
}

/** The order's lines and the rows that make its total, so the total shown adds up. */
function PlacedItems({ order }: { order: PlacedOrder }) {
  return (
    <table className="order-dialog__items">
      <caption className="visually-hidden">What you ordered</caption>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={`${l.variantId ?? l.productId ?? 'line'}-${i}`}>
            <th scope="row">
              {l.productName} <span className="order-dialog__qty">× {l.quantity}</span>
            </th>
            <td>{formatINR(l.lineTotalPaise)}</td>
          </tr>
        ))}
      </tbody>
      <tbody className="order-dialog__costs">
        <CostRows totals={order.totals} couponNote={undefined} />
      </tbody>
      <tfoot>
        <tr className="order-dialog__total">
          <th scope="row">Total</th>
          <td>{formatINR(order.totals.totalPaise)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
