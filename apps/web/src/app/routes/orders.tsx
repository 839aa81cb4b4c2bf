import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CartIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { RequireLogin } from '../../components/require-login';
import { AccountShell } from '../../features/account/components/account-shell';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrderList } from '../../features/orders/components/order-list';
import { PayOrderButton } from '../components/pay-order-button';

function Orders() {
  const [params] = useSearchParams();
  const page = Math.max(Math.trunc(Number(params.get('page'))) || 1, 1);
  const orders = useOrders(page);
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="visually-hidden">
        Your orders
      </h2>
      <QueryView query={orders} errorTitle="We could not load your orders">
        {(result) =>
          result.total === 0 ? (
            <EmptyState icon={<CartIcon size={28} />} title="No orders yet" action={<ButtonLink to="/products">Browse products</ButtonLink>}>
              <p>When you place an order, you can follow it here from payment to delivery.</p>
            </EmptyState>
          ) : (
            <OrderList result={result} payAction={(o) => <PayOrderButton orderId={o.orderId} totalPaise={o.totalPaise} short />} />
          )
        }
      </QueryView>
    </section>
  );
}

export default function OrdersPage() {
  return (
    <>
      <PageBanner title="My Orders" />
      <div className="container">
        <RequireLogin reason="Log in to see your orders and where they are.">
          <AccountShell>
            <Orders />
          </AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
