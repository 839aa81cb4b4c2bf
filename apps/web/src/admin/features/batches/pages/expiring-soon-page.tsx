import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatBatchMonth } from '@canino/shared';
import { Button } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { plural } from '../../../format';
import { useExpiringBatches } from '../api/batches';

const DAYS_MESSAGE = 'Days is a whole number from 1 to 730';

/**
 * "Expiring soon": batches on sale with packs left whose best-before comes within the days asked,
 * soonest first, so the owner can sell them first or send them back before checkout stops selling them.
 */
/** "60" → 60; anything but a whole number from 1 to 730 → null (the server's default). */
const daysOf = (text: string) => (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 730 ? Number(text) : null);

export function ExpiringSoonPage() {
  // The days asked live in the address (?days=60), so a reload or a shared link shows the same list.
  const list = useListParams(['days']);
  const days = daysOf(list.values.days);
  const [typed, setTyped] = useState(days === null ? '' : String(days));
  const [error, setError] = useState<string | undefined>();
  const query = useExpiringBatches(days);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = typed.trim();
    if (text !== '' && daysOf(text) === null) {
      setError(DAYS_MESSAGE);
      return;
    }
    setError(undefined);
    list.set({ days: text });
  };

  return (
    <>
      <PageHeader title="Expiring soon">
        <p className="adm-muted">Batches on sale whose best-before comes soon. Inside the minimum shelf life a batch is off sale and withdrawn within the hour.</p>
      </PageHeader>
      <form className="adm-toolbar" onSubmit={submit} noValidate aria-label="Expiring within">
        <TextInput
          label="Days ahead"
          inputMode="numeric"
          hint={query.data && days === null ? `Blank: ${query.data.days} days` : 'From 1 to 730'}
          value={typed}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      <QueryView query={query} errorTitle="We could not load the batches">
        {(found) =>
          found.items.length === 0 ? (
            <p className="adm-muted">No batch on sale expires within {plural(found.days, 'day')}.</p>
          ) : (
            <div className="adm-table-card adm-table-scroll" tabIndex={0} role="region" aria-label="Batches expiring soon">
              <table className="adm-table">
                <caption className="visually-hidden">Batches expiring within {plural(found.days, 'day')}, soonest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Product and size</th>
                    <th scope="col">Batch</th>
                    <th scope="col">Best before</th>
                    <th scope="col" className="adm-num">
                      Packs left
                    </th>
                    <th scope="col">On sale</th>
                  </tr>
                </thead>
                <tbody>
                  {found.items.map((b) => (
                    <tr key={b.batchId}>
                      <td data-label="Product and size">
                        <Link to={`/admin/products/${b.productId}`}>{b.productName}</Link>
                        <div className="adm-muted adm-small">{b.sizeLabel}</div>
                      </td>
                      <td data-label="Batch">{b.batchNo}</td>
                      <td className="adm-nowrap" data-label="Best before">
                        {formatBatchMonth(b.bestBefore)}
                      </td>
                      <td className="adm-num" data-label="Packs left">
                        {b.quantity}
                      </td>
                      <td data-label="On sale">{b.offSale ? `No, inside the ${found.minShelfLifeDays} days` : 'Yes'}</td>
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
