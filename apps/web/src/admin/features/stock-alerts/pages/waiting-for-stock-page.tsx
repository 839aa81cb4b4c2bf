import { Link } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { PageHeader } from '../../../components/page-header';
import { formatDate, plural } from '../../../format';
import { useWaitingSizes } from '../api/stock-alerts';

/**
 * "Waiting for stock": each sold-out size shoppers asked to hear about, the longest-awaited first, so the
 * owner knows what to restock. A restock emails them all once; the size then leaves this list.
 */
export function WaitingForStockPage() {
  const query = useWaitingSizes();
  return (
    <>
      <PageHeader title="Waiting for stock">
        <p className="adm-muted">Shoppers who asked for one email when a sold-out size is back. Restocking the size sends it.</p>
      </PageHeader>
      <QueryView query={query} errorTitle="We could not load who is waiting">
        {(sizes) =>
          sizes.length === 0 ? (
            <p className="adm-muted">Nobody is waiting for a sold-out size.</p>
          ) : (
            <div className="adm-table-card adm-table-scroll">
              <table className="adm-table">
                <caption className="visually-hidden">Sizes shoppers wait for</caption>
                <thead>
                  <tr>
                    <th scope="col">Product and size</th>
                    <th scope="col" className="adm-num">
                      Waiting
                    </th>
                    <th scope="col" className="adm-num">
                      In stock
                    </th>
                    <th scope="col">Waiting since</th>
                  </tr>
                </thead>
                <tbody>
                  {sizes.map((s) => (
                    <tr key={s.variantId}>
                      <td data-label="Product and size">
                        <Link to={`/admin/products/${s.productId}`}>{s.productName}</Link>
                        <div className="adm-muted adm-small">
                          {s.sizeLabel} · SKU {s.sku}
                        </div>
                      </td>
                      <td className="adm-num" data-label="Waiting">
                        {plural(s.waiting, 'shopper')}
                      </td>
                      <td className="adm-num" data-label="In stock">
                        {s.stock}
                      </td>
                      <td className="adm-nowrap" data-label="Waiting since">
                        {formatDate(s.since)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </>
  );
}
