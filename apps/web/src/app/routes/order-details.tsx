import { useParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../components/button';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { RequireLogin } from '../../components/require-login';
import { productPath } from '../../features/catalog/product-path';
import { useOrder } from '../../features/orders/api/get-order';
import { BuyAgain } from '../../features/orders/components/buy-again';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { OrderReturns } from '../../features/returns/components/order-returns';
import { PayOrderButton } from '../components/pay-order-button';

function Order({ id }: { id: number }) {
  const order = useOrder(id);
  return (
    <QueryView query={order} errorTitle="We could not show this order">
      {(o) => (
        <>
          <OrderDetail
            order={o}
            productHref={productPath}
            actions={
              <>
                {o.lines.some((l) => l.productId !== null) && <BuyAgain lines={o.lines} />}
                {o.canPay && <PayOrderButton orderId={o.orderId} totalPaise={o.totals.totalPaise} />}
                {o.invoiceNumber && (
                  <a className={buttonClass({ variant: 'secondary' })} href={`/admin/api/orders/${o.orderId}/invoice.pdf`} download>
                    Download tax invoice {o.invoiceNumber} (PDF)
                  </a>
                )}
                {o.refunds.map(
                  (r) =>
                    r.creditNote && (
                      <a
                        key={r.creditNote.id}
                        className={buttonClass({ variant: 'secondary' })}
                        href={`/admin/api/orders/${o.orderId}/credit-notes/${r.creditNote.id}.pdf`}
                        download
                      >
                        Credit note {r.creditNote.number} (PDF)
                      </a>
                    ),
                )}
              </>
            }
          />
          <OrderReturns orderId={o.orderId} />
        </>
      )}
    </QueryView>
  );
}

export default function OrderDetailsPage() {
  const { id: raw } = useParams();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  const title = id ? `Order #${id}` : 'Order Details';
  return (
    <>
      <PageBanner title={title} trail={[{ to: '/orders', label: 'My Orders' }]} />
      <div className="container order-page">
        <RequireLogin reason="Log in to see this order.">
          {id ? <Order id={id} /> : <p>This order number is not valid.</p>}
          <p className="order-page__back">
            <ButtonLink to="/orders" variant="ghost">
              ← Back to My Orders
            </ButtonLink>
          </p>
        </RequireLogin>
      </div>
    </>
  );
}
