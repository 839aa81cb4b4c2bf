import type { CustomerOrderDetail } from '@canino/shared';
import { OrderPanel } from './order-panel';

/** A postal address as a courier label would print it. */
function OrderAddress({ value }: { value: CustomerOrderDetail['billing'] }) {
  return (
    <address className="order-address">
      <strong>
        {value.firstName} {value.lastName}
      </strong>
      <br />
      {value.address}
      <br />
      {value.city}
      {value.district && value.district !== value.city && `, ${value.district}`}
      <br />
      {value.state} – {value.pincode}
      <br />
      {value.country}
      <br />
      Phone: {value.mobile}
    </address>
  );
}

/** Where the order goes and who pays: one panel when it ships to the billing address, two when not. */
export function OrderAddresses({ order }: { order: Pick<CustomerOrderDetail, 'billing' | 'shipping' | 'email'> }) {
  if (!order.shipping) {
    return (
      <OrderPanel title="Delivery & billing address">
        <OrderAddress value={order.billing} />
        <p className="order-contact">{order.email}</p>
      </OrderPanel>
    );
  }
  return (
    <div className="order-addresses">
      <OrderPanel title="Delivery address">
        <OrderAddress value={order.shipping} />
      </OrderPanel>
      <OrderPanel title="Billing address">
        <OrderAddress value={order.billing} />
        <p className="order-contact">{order.email}</p>
      </OrderPanel>
    </div>
  );
}
