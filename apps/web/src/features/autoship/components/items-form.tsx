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

/**
 * The size and how many of each item: a bigger jar when the dog grew, two tins instead of one. Saved
 * together (PATCH items); the API's rules decide (a size still sold, the 24-hour cut-off) and its word is
 * shown under the form. The sizes offered are the product's sizes on sale today.
 */
export function ItemsForm({ cusID, subscription: s }: { cusID: number; subscription: Subscription }) {
  const version = s.items.map((i) => `${i.variantId}x${i.quantity}`).join(',') + `|${s.status}`;
  const [items, setItems] = useResetState(
    s.items.map((i) => ({ productId: i.productId, variantId: String(i.variantId), quantity: String(i.quantity) })),
    version,
  );
  const [problem, setProblem] = useResetState<string | null>(null, version);
  const [busy, setBusy] = useState(false);
  const sizes = useSizesOf(s.items.map((i) => i.productId)).data;
  const { container, focusAfter } = useFocusAfter<HTMLFormElement>();

  const change = (n: number, field: 'variantId' | 'quantity', value: string) => setItems(items.map((it, i) => (i === n ? { ...it, [field]: value } : it)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const unchanged = items.every((it, n) => Number(it.variantId) === s.items[n]!.variantId && Number(it.quantity) === s.items[n]!.quantity);
    if (unchanged) {
      setProblem('Choose another size or quantity first.');
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
      {s.items.map((item, n) => {
        const offered = sizes?.get(item.productId) ?? [];
        // The size held now stays listed, though no longer sold, so the form shows what is there.
        const options = [
          ...offered.map((v) => ({ value: String(v.variant_id), label: v.label })),
          ...(offered.some((v) => v.variant_id === item.variantId) ? [] : [{ value: String(item.variantId), label: `${item.label} (no longer sold)` }]),
        ];
        return (
          <div key={item.variantId} className="autoship-schedule__item">
            <Select label={`Size of ${item.productName}`} options={options} value={items[n]!.variantId} onChange={(e) => change(n, 'variantId', e.target.value)} />
            <Select label={`How many of ${item.productName}`} options={QUANTITIES} value={items[n]!.quantity} onChange={(e) => change(n, 'quantity', e.target.value)} />
          </div>
        );
      })}
      <div className="autoship-schedule__save">
        <Button type="submit" variant="secondary" loading={busy}>
          Save items
        </Button>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
