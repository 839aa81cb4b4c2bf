import { NET_UNITS, type AdminProduct } from '@canino/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { Select, TextInput } from '../../../../components/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { AdminIcon } from '../../../components/admin-icons';
import { saveProductSizes } from '../api/products';
import { emptySize, sizeRows, toSizesInput, type SizeRow } from '../forms/size-grid-form';

/** A label read by screen readers only: the table's column header is what a sighted owner reads. */
const hidden = (text: string) => <span className="visually-hidden">{text}</span>;

/**
 * The product's sizes as one table: a row per size with its SKU, net quantity, MRP, price and stock, which
 * one is the default, and their order in the shop. Saved together in one call; the server's message for a
 * cell is shown under it. On a phone the table scrolls sideways inside its own box.
 */
export function SizeGrid({ product }: { product: AdminProduct }) {
  const titleId = useId();
  const [shown, setShown] = useState(product);
  const [optionName, setOptionName] = useState(product.optionName);
  const [rows, setRows] = useState(() => sizeRows(product));
  const [defaultKey, setDefaultKey] = useState(() => sizeRows(product)[0]!.key);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A save (this grid's or the product form's) answers the product afresh: the grid shows it as saved.
  if (product !== shown) {
    const fresh = sizeRows(product);
    setShown(product);
    setOptionName(product.optionName);
    setRows(fresh);
    setDefaultKey(fresh[0]!.key);
    setErrors({});
  }

  const edit = (key: string, patch: Partial<SizeRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // Errors are keyed by row position, so a change of the rows' order or number drops them.
  const rearrange = (next: SizeRow[]) => {
    setRows(next);
    setErrors({});
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    rearrange(next);
  };
  const remove = (key: string) => {
    const next = rows.filter((r) => r.key !== key);
    if (key === defaultKey) setDefaultKey(next[0]!.key);
    rearrange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = toSizesInput(optionName, rows, defaultKey);
    if ('errors' in checked) {
      setErrors(checked.errors);
      notify.error(Object.values(checked.errors)[0]!);
      return;
    }
    setBusy(true);
    try {
      const res = await saveProductSizes(product.id, checked.input);
      notify.success(res.message);
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fields : {});
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const nameOf = (r: SizeRow, i: number) => r.label.trim() || `size ${i + 1}`;
  const err = (i: number, field: string) => errors[`sizes.${i}.${field}`];
  const gridError = errors.sizes ?? errors.defaultSku;
  return (
    <section className="adm-detail__wide adm-card adm-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-section__title">
        Sizes
      </h2>
      <form className="adm-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Sizes">
        <TextInput
          label="What the sizes differ by"
          className="adm-size-grid__option"
          hint="The product page names the size choice so, for example Pack size or Flavour."
          value={optionName}
          error={errors.optionName}
          onChange={(e) => setOptionName(e.target.value)}
        />
        {/* Its own scroll box: on a phone the columns scroll sideways inside it, not the page (focusable, so a keyboard can too). */}
        <div className="adm-table-scroll adm-size-grid" tabIndex={0} role="region" aria-label="Sizes of this product">
          <table className="adm-table adm-table--plain">
            <caption className="visually-hidden">Sizes of this product, in the shop’s order</caption>
            <thead>
              <tr>
                <th scope="col">Default</th>
                <th scope="col">Label</th>
                <th scope="col">SKU</th>
                <th scope="col">Net quantity</th>
                <th scope="col">MRP (₹)</th>
                <th scope="col">Price (₹)</th>
                <th scope="col">Stock</th>
                <th scope="col">Low-stock at</th>
                <th scope="col">Weight (g)</th>
                <th scope="col">On sale</th>
                <th scope="col" className="adm-actions">
                  {hidden('Order and remove')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const name = nameOf(r, i);
                return (
                  <tr key={r.key}>
                    <td>
                      <input
                        type="radio"
                        className="adm-size-grid__radio"
                        name={`${titleId}-default`}
                        checked={r.key === defaultKey}
                        onChange={() => setDefaultKey(r.key)}
                        aria-label={`Default size: ${name}`}
                      />
                    </td>
                    <td>
                      <TextInput label={hidden(`Label of ${name}`)} value={r.label} error={err(i, 'label')} onChange={(e) => edit(r.key, { label: e.target.value })} />
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`SKU of ${name}`)}
                        autoCapitalize="characters"
                        value={r.sku}
                        error={err(i, 'sku') ?? err(i, 'variantId')}
                        onChange={(e) => edit(r.key, { sku: e.target.value })}
                      />
                    </td>
                    <td>
                      <div className="adm-size-grid__quantity">
                        <TextInput
                          label={hidden(`Net quantity of ${name}`)}
                          inputMode="decimal"
                          value={r.netQuantity}
                          error={err(i, 'netQuantity')}
                          onChange={(e) => edit(r.key, { netQuantity: e.target.value })}
                        />
                        <Select
                          label={hidden(`Unit of ${name}`)}
                          options={NET_UNITS}
                          value={r.netUnit}
                          error={err(i, 'netUnit')}
                          onChange={(e) => edit(r.key, { netUnit: e.target.value as SizeRow['netUnit'] })}
                        />
                      </div>
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`MRP (₹) of ${name}`)}
                        inputMode="decimal"
                        value={r.mrp}
                        error={err(i, 'mrpPaise')}
                        onChange={(e) => edit(r.key, { mrp: e.target.value })}
                      />
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`Price (₹) of ${name}`)}
                        inputMode="decimal"
                        value={r.price}
                        error={err(i, 'pricePaise')}
                        onChange={(e) => edit(r.key, { price: e.target.value })}
                      />
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`Stock of ${name}`)}
                        inputMode="numeric"
                        value={r.stock}
                        error={err(i, 'stock')}
                        onChange={(e) => edit(r.key, { stock: e.target.value })}
                      />
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`Low-stock threshold of ${name}`)}
                        inputMode="numeric"
                        value={r.lowStockThreshold}
                        error={err(i, 'lowStockThreshold')}
                        onChange={(e) => edit(r.key, { lowStockThreshold: e.target.value })}
                      />
                    </td>
                    <td>
                      <TextInput
                        label={hidden(`Shipping weight (g) of ${name}`)}
                        inputMode="numeric"
                        placeholder="Default"
                        value={r.weightGrams}
                        error={err(i, 'weightGrams')}
                        onChange={(e) => edit(r.key, { weightGrams: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        className="adm-size-grid__check"
                        checked={r.active}
                        onChange={(e) => edit(r.key, { active: e.target.checked })}
                        aria-label={`${name} on sale`}
                        aria-invalid={err(i, 'active') ? true : undefined}
                      />
                      {err(i, 'active') && <p className="field__error">{err(i, 'active')}</p>}
                    </td>
                    <td className="adm-actions">
                      <div className="adm-size-grid__tools">
                        <button type="button" className="icon-btn adm-size-grid__up" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${name} up`} title="Move up">
                          <AdminIcon name="left" size={16} />
                        </button>
                        <button
                          type="button"
                          className="icon-btn adm-size-grid__down"
                          onClick={() => move(i, 1)}
                          disabled={i === rows.length - 1}
                          aria-label={`Move ${name} down`}
                          title="Move down"
                        >
                          <AdminIcon name="right" size={16} />
                        </button>
                        <button
                          type="button"
                          className="icon-btn adm-danger-icon"
                          onClick={() => remove(r.key)}
                          disabled={rows.length === 1}
                          aria-label={`Remove ${name}`}
                          title={r.sold ? 'Sold before: saving takes it off sale instead of removing it' : 'Remove size'}
                        >
                          <AdminIcon name="trash" size={16} />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {gridError && (
          <p className="field__error" role="alert">
            {gridError}
          </p>
        )}
        <p className="field__hint">
          The default size is shown first and chosen when a shopper picks none; the others follow in this order. A size that was sold is taken off sale instead of removed, for its
          orders and invoices. Weight left empty ships at the shop’s default parcel weight.
        </p>
        <div className="adm-form-actions">
          <Button variant="secondary" onClick={() => rearrange([...rows, emptySize(rows.at(-1))])}>
            Add a size
          </Button>
          <Button type="submit" loading={busy}>
            Save sizes
          </Button>
        </div>
      </form>
    </section>
  );
}
