import { useId, useState, type FormEvent } from 'react';
import { formatBatchMonth, type AdminBatch, type AdminProduct } from '@canino/shared';
import { Select, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { useSubmit } from '../../../components/use-submit';
import { receiveBatch, useProductBatches } from '../api/products';
import { FormActions } from '../../../components/form-actions';

const EMPTY = { batchNo: '', manufacturedMonth: '', bestBeforeMonth: '', quantity: '' };
const month = (day: string | null) => (day ? formatBatchMonth(day) : 'Not known');

/** A whole number typed as digits goes as a number; anything else as typed, for the server to name what is wrong. */
const packs = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed);

/**
 * Each size's batches (decision 062) and the form that receives packs of a batch into a size. The server
 * checks the receipt (months, shelf life, a batch number seen before with other months): its message for a
 * field is shown under that field.
 */
export function BatchesSection({ product }: { product: AdminProduct }) {
  const titleId = useId();
  const query = useProductBatches(product.id);
  const [variantId, setVariantId] = useState(String(product.sizes[0]?.variantId ?? ''));
  const [form, setForm] = useState(EMPTY);
  const { busy, errors, send } = useSubmit();
  const sizeName = new Map(product.sizes.map((s) => [s.variantId, s.label]));
  const several = product.sizes.length > 1;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { batchNo: form.batchNo, manufacturedMonth: form.manufacturedMonth, bestBeforeMonth: form.bestBeforeMonth, quantity: packs(form.quantity) };
    if (await send(() => receiveBatch(product.id, Number(variantId), body), 'Stock received')) setForm(EMPTY);
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <section className="adm-detail__wide adm-card adm-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-section__title">
        Batches
      </h2>
      <QueryView query={query} errorTitle="We could not load the batches">
        {(batches) =>
          batches.length === 0 ? (
            <p className="adm-muted">No batches yet: receive stock below.</p>
          ) : (
            <div className="adm-table-scroll" tabIndex={0} role="region" aria-label="Batches of this product">
              <table className="adm-table adm-table--plain">
                <caption className="visually-hidden">Batches of each size, first-expiring first</caption>
                <thead>
                  <tr>
                    {several && <th scope="col">Size</th>}
                    <th scope="col">Batch</th>
                    <th scope="col">Made</th>
                    <th scope="col">Best before</th>
                    <th scope="col" className="adm-num">
                      Packs left
                    </th>
                    <th scope="col">Withdrawn</th>
                  </tr>
                </thead>
                <tbody>
                  {batches.map((b: AdminBatch) => (
                    <tr key={b.id}>
                      {several && <td data-label="Size">{sizeName.get(b.variantId) ?? ''}</td>}
                      <td data-label="Batch">{b.batchNo}</td>
                      <td data-label="Made">{month(b.manufacturedOn)}</td>
                      <td data-label="Best before">{month(b.bestBefore)}</td>
                      <td className="adm-num" data-label="Packs left">
                        {b.quantity}
                      </td>
                      <td data-label="Withdrawn">{b.withdrawn ? 'Yes, short-dated' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      <form className="adm-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Receive stock">
        <h3 className="adm-section__title">Receive stock</h3>
        <div className="adm-form-row">
          <Select
            label="Size"
            required
            options={product.sizes.map((s) => ({ value: String(s.variantId), label: s.label }))}
            value={variantId}
            error={errors.variantId}
            onChange={(e) => setVariantId(e.target.value)}
          />
          <TextInput label="Batch number" required autoCapitalize="characters" hint="As printed on the pack" {...field('batchNo')} />
          <TextInput label="Packs" required inputMode="numeric" {...field('quantity')} />
        </div>
        <div className="adm-form-row">
          <TextInput label="Month made" required type="month" {...field('manufacturedMonth')} />
          <TextInput label="Best-before month" required type="month" {...field('bestBeforeMonth')} />
        </div>
        <FormActions loading={busy}>Receive stock</FormActions>
      </form>
    </section>
  );
}
