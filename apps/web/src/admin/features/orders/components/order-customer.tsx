import { Link } from 'react-router';
import type { AdminOrderDetail } from '@canino/shared';
import { Section } from '../../../components/section';

type Address = AdminOrderDetail['billing'];

function AddressBlock({ title, a }: { title: string; a: Address }) {
  return (
    <div>
      <h3 className="adm-label">{title}</h3>
      <address className="adm-address">
        {a.firstName} {a.lastName}
        <br />
        {a.address}
        <br />
        {a.city}
        {a.district && a.district !== a.city ? `, ${a.district}` : ''}
        <br />
        {a.state} {a.pincode}, {a.country}
        <br />
        {a.mobile}
      </address>
    </div>
  );
}

/** Who ordered, how to reach them, and where the parcel goes. */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Customer">
      <p className="adm-kv">
        {order.customerId ? <Link to={`/admin/customers/${order.customerId}`}>{order.customerName}</Link> : `${order.customerName} (guest)`}
        <br />
        <a href={`mailto:${order.email}`}>{order.email}</a>
        <br />
        <a href={`tel:${order.mobile}`}>{order.mobile}</a>
      </p>
      <AddressBlock title={order.shipping ? 'Billing address' : 'Billing and shipping address'} a={order.billing} />
      {order.shipping && <AddressBlock title="Ship to" a={order.shipping} />}
    </Section>
  );
}
