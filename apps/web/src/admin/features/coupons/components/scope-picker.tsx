import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { useScopeOptions } from '../api/coupons';
import type { CouponForm } from '../forms/coupon-form';
import './scope-picker.css';

interface ScopePickerProps {
  register: UseFormRegister<CouponForm>;
  control: Control<CouponForm>;
  errors: FieldErrors<CouponForm>;
}

/**
 * "Applies to": the whole order, or the ticked categories, products and sizes. A product ticked covers all
 * its sizes; a size ticked covers that size alone. The search only hides products from view: what is
 * ticked stays ticked.
 */
export function ScopePicker({ register, control, errors }: ScopePickerProps) {
  const [scope, categoryIds, productIds, variantIds] = useWatch({ control, name: ['scope', 'categoryIds', 'productIds', 'variantIds'] });
  const error = errors.categoryIds?.message;
  return (
    <fieldset className="adm-fieldset coupon-scope" aria-describedby={error ? 'coupon-scope-error' : undefined}>
      <legend className="field__label">Applies to</legend>
      <div className="adm-choices">
        <label className={`adm-choice${scope === 'whole' ? ' adm-choice--on' : ''}`}>
          <input type="radio" value="whole" {...register('scope')} />
          <span>The whole order</span>
        </label>
        <label className={`adm-choice${scope === 'some' ? ' adm-choice--on' : ''}`}>
          <input type="radio" value="some" {...register('scope')} />
          <span>Chosen categories, products or sizes</span>
        </label>
      </div>
      {scope === 'some' && (
        <>
          <p className="adm-muted adm-small">
            The discount comes off the chosen goods only, and the minimum order and items count only them. {chosenWords(categoryIds.length, productIds.length, variantIds.length)}
          </p>
          <ScopeChoices register={register} ticked={{ categoryIds, productIds, variantIds }} />
        </>
      )}
      {error && (
        <p className="field__error" id="coupon-scope-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const counted = (n: number, one: string, many: string) => (n === 0 ? '' : `${n} ${n === 1 ? one : many}`);

/** "Chosen: 1 category and 2 sizes", or that nothing is chosen yet. */
function chosenWords(categories: number, products: number, sizes: number): string {
  const parts = [counted(categories, 'category', 'categories'), counted(products, 'product', 'products'), counted(sizes, 'size', 'sizes')].filter(Boolean);
  if (parts.length === 0) return 'Nothing chosen yet.';
  return `Chosen: ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`}.`;
}

function ScopeChoices({ register, ticked }: { register: UseFormRegister<CouponForm>; ticked: Pick<CouponForm, 'categoryIds' | 'productIds' | 'variantIds'> }) {
  const query = useScopeOptions();
  const [find, setFind] = useState('');
  const on = (ids: readonly string[], id: number) => (ids.includes(String(id)) ? ' adm-choice--on' : '');
  return (
    <QueryView query={query} errorTitle="We could not load the categories and products">
      {(options) => {
        const words = find.trim().toLowerCase();
        return (
          <>
            <fieldset className="adm-choices">
              <legend className="field__label">Categories</legend>
              {options.categories.map((c) => (
                <label key={c.id} className={`adm-choice${on(ticked.categoryIds, c.id)}`}>
                  <input type="checkbox" value={String(c.id)} {...register('categoryIds')} />
                  <span>{c.name}</span>
                </label>
              ))}
            </fieldset>
            <TextInput label="Find a product" type="search" value={find} onChange={(e) => setFind(e.target.value)} hint="Narrows the list below; ticked products stay ticked." />
            <fieldset className="coupon-scope__products">
              <legend className="field__label">Products and sizes</legend>
              {options.products.map((p) => (
                <div key={p.id} className="coupon-scope__product" hidden={words !== '' && !p.name.toLowerCase().includes(words)}>
                  <label className={`adm-choice${on(ticked.productIds, p.id)}`}>
                    <input type="checkbox" value={String(p.id)} {...register('productIds', { deps: ['categoryIds'] })} />
                    <span>
                      {p.name}
                      {p.sizes.length > 0 && ' (all sizes)'}
                    </span>
                  </label>
                  {p.sizes.map((s) => (
                    <label key={s.id} className={`adm-choice coupon-scope__size${on(ticked.variantIds, s.id)}`}>
                      <input type="checkbox" value={String(s.id)} {...register('variantIds', { deps: ['categoryIds'] })} aria-label={`${p.name}, ${s.label}`} />
                      <span aria-hidden="true">{s.label}</span>
                    </label>
                  ))}
                </div>
              ))}
            </fieldset>
          </>
        );
      }}
    </QueryView>
  );
}
