import type { Subscription } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Select } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useResetState } from '../../../lib/use-reset-state';
import { useSizesOf } from '../api/product-sizes';
import { changeSubscription } from '../api/subscriptions';
import { useFocusAfter } from './use-focus-after';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** One row of the form: the item as held, with the size and quantity chosen for it. */
interface ItemRow {
  productId: number;
  productName: string;
  heldVariantId: number;
  heldLabel: string;
  variantId: string;
  quantity: string;
}

const rowsOf = (s: Subscription): ItemRow[] =>
  s.items.map((i) => ({
    productId: i.productId,
    productName: i.productName,
    heldVariantId: i.variantId,
    heldLabel: i.label,
    variantId: String(i.variantId),
    quantity: String(i.quantity),
  }));

/**
 * The size and how many of each item: a bigger jar when the dog grew, two tins instead of one, or an item
 * taken off. Saved together (PATCH items); the API's rules decide (a size still sold, the 24-hour
 * cut-off, the mandate's limit) and its word is shown under the form. The sizes offered are the product's
 * sizes on sale today. The last item has no Remove: stopping every delivery is Cancel, on the card.
 */
export function ItemsForm({ cusID, subscription: s }: { cusID: number; subscription: Subscription }) {
  const version = s.items.map((i) => `${i.variantId}x${i.quantity}`).join(',') + `|${s.status}`;
  const [items, setItems] = useResetState(rowsOf(s), version);
  const [problem, setProblem] = useResetState<string | null>(null, version);
  const [busy, setBusy] = useState(false);
  const sizes = useSizesOf(s.items.map((i) => i.productId)).data;
  const { container, focusAfter } = useFocusAfter<HTMLFormElement>();

  const change = (n: number, field: 'variantId' | 'quantity', value: string) => setItems(items.map((it, i) => (i === n ? { ...it, [field]: value } : it)));
  const remove = (n: number) => {
    setItems(items.filter((_, i) => i !== n));
    setProblem(null);
    // The focus stays where the shopper is: on the item that moved up into this place, else on Save.
    focusAfter(`[data-item="${n}"] select`, `[data-item="${n - 1}"] select`, 'button[type=submit]');
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const unchanged = items.length === s.items.length && items.every((it, n) => Number(it.variantId) === s.items[n]!.variantId && Number(it.quantity) === s.items[n]!.quantity);
    if (unchanged) {
      setProblem('Choose another size or quantity, or remove an item, first.');
      focusAfter('button[type=submit]');
      return;
    }
    setBusy(true);
    try {
      notify.success(await changeSubscription(cusID, s.id, { items: items.map((it) => ({ variantId: Number(it.variantId), quantity: Number(it.quantity) })) }));
      setProblem(null);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
      focusAfter('button[type=submit]');
    }
  };

  return (
    <form ref={container} className="autoship-schedule" aria-label={`Items of autoship #${s.id}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      {items.map((item, n) => {
        const offered = sizes?.get(item.productId) ?? [];
        // The size held now stays listed, though no longer sold, so the form shows what is there.
        const options = [
          ...offered.map((v) => ({ value: String(v.variant_id), label: v.label })),
          ...(offered.some((v) => v.variant_id === item.heldVariantId) ? [] : [{ value: String(item.heldVariantId), label: `${item.heldLabel} (no longer sold)` }]),
        ];
        return (
          <div key={item.heldVariantId} className="autoship-schedule__item" data-item={n}>
            <Select label={`Size of ${item.productName}`} options={options} value={item.variantId} onChange={(e) => change(n, 'variantId', e.target.value)} />
            <Select label={`How many of ${item.productName}`} options={QUANTITIES} value={item.quantity} onChange={(e) => change(n, 'quantity', e.target.value)} />
            {items.length > 1 && (
              <Button type="button" variant="ghost" className="autoship-schedule__remove" aria-label={`Remove ${item.productName}`} onClick={() => remove(n)}>
                Remove
              </Button>
            )}
          </div>
        );
      })}
      {items.length < s.items.length && <p className="autoship-schedule__hint">Save items to take the removed ones off your next deliveries.</p>}
      <div className="autoship-schedule__save">
        <Button type="submit" variant="secondary" loading={busy}>
          Save items
        </Button>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
