import type { CustomerOrderDetail } from '@canino/shared';

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
      <section className="order-panel" aria-labelledby="order-address-title">
        <h2 id="order-address-title" className="order-panel__title">
          Delivery &amp; billing address
        </h2>
        <OrderAddress value={order.billing} />
        <p className="order-contact">{order.email}</p>
      </section>
    );
  }
  return (
    <div className="order-addresses">
      <section className="order-panel" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className="order-panel__title">
          Delivery address
        </h2>
        <OrderAddress value={order.shipping} />
      </section>
      <section className="order-panel" aria-labelledby="order-billing-title">
        <h2 id="order-billing-title" className="order-panel__title">
          Billing address
        </h2>
        <OrderAddress value={order.billing} />
        <p className="order-contact">{order.email}</p>
      </section>
    </div>
  );
}
