import { NARROWING_PARAMS as P } from '@canino/shared';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { TextInput } from '../../components/field';
import { Stars } from '../../components/stars';
import { RATING_CHOICES, type SearchFilters } from '../../features/catalog/search-filters';
import './narrowing-filters.css';

/** What narrows a list of products besides its category and words: price, stock and rating. */
export type Narrowing = Pick<SearchFilters, 'min' | 'max' | 'inStock' | 'rating'>;

/** How many of the narrowing filters are set (a price range counts once). */
export const narrowingCount = (n: Narrowing) => [n.min ?? n.max, n.inStock, n.rating].filter((v) => v !== undefined).length;

/**
 * Lowest and highest price, applied together so the list does not jump at every keystroke. The form is a
 * plain GET form under the app's handling: what a slow phone's shopper typed before the app took the page
 * over is read from the fields, not lost, and Enter pressed before then still narrows the list, with the
 * address's other choices kept.
 */
function PriceRange({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  const [params] = useSearchParams();
  const read = (v: FormDataEntryValue | null) => (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Math.max(0, Number(v)));
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget);
    onApply(read(typed.get(P.min)), read(typed.get(P.max)));
  };
  const kept = [...params].filter(([name]) => name !== P.min && name !== P.max && name !== 'page');
  return (
    // Keyed by the range in the address: a new one (Back, a link) replaces what was typed, both ends together.
    <form key={`${min}-${max}`} method="get" className="search-filter" onSubmit={apply} aria-labelledby="price-filter">
      <h3 id="price-filter" className="search-filter__title">
        Price (₹)
      </h3>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="search-filter__range">
        <TextInput label="From" name={P.min} inputMode="numeric" defaultValue={min?.toString()} placeholder="0" />
        <TextInput label="To" name={P.max} inputMode="numeric" defaultValue={max?.toString()} placeholder="Any" />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Apply price
      </Button>
    </form>
  );
}

/**
 * The filters of the listing and of search results, folded under "Filters (n)" on a phone and always
 * open beside the list on a wide screen. The wide screen's open state is the stylesheet's, not a script's,
 * so the page the server draws already shows them and nothing appears once it comes alive. `before`
 * comes first inside (search's category radios); "Clear filters" shows while anything is set.
 */
export function FilterPanel({
  narrowing,
  onNarrow,
  onClear,
  before,
  active,
}: {
  narrowing: Narrowing;
  onNarrow: (patch: Narrowing) => void;
  onClear: () => void;
  before?: ReactNode;
  active: number;
}) {
  return (
    <details className="filter-panel">
      <summary className="filter-panel__toggle">Filters{active > 0 && ` (${active})`}</summary>
      <div className="filter-panel__body">
        {before}
        <PriceRange min={narrowing.min} max={narrowing.max} onApply={(min, max) => onNarrow({ min, max })} />
        <fieldset className="search-filter">
          <legend className="search-filter__title">Availability</legend>
          <label className="search-filter__option">
            <input type="checkbox" checked={!!narrowing.inStock} onChange={(e) => onNarrow({ inStock: e.target.checked || undefined })} />
            In stock only
          </label>
        </fieldset>
        <fieldset className="search-filter">
          <legend className="search-filter__title">Customer rating</legend>
          {[undefined, ...RATING_CHOICES].map((r) => (
            <label key={r ?? 'any'} className="search-filter__option">
              <input type="radio" name="rating" checked={narrowing.rating === r} onChange={() => onNarrow({ rating: r })} />
              {r ? (
                <>
                  <Stars rating={r} label={`${r} stars`} /> <span>&amp; up</span>
                </>
              ) : (
                'Any rating'
              )}
            </label>
          ))}
        </fieldset>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </details>
  );
}
