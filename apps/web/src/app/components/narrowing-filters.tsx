import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button';
import { TextInput } from '../../components/field';
import { Stars } from '../../components/stars';
import { useResetState } from '../../lib/use-reset-state';
import { RATING_CHOICES, type SearchFilters } from '../../features/catalog/search-filters';
import './narrowing-filters.css';

/** What narrows a list of products besides its category and words: price, stock and rating. */
export type Narrowing = Pick<SearchFilters, 'min' | 'max' | 'inStock' | 'rating'>;

/** How many of the narrowing filters are set (a price range counts once). */
export const narrowingCount = (n: Narrowing) => [n.min ?? n.max, n.inStock, n.rating].filter((v) => v !== undefined).length;

/** Lowest and highest price, applied together so the list does not jump at every keystroke. */
function PriceRange({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  // A new range from the address (Back, a link) replaces what was typed, both ends together.
  const [from, setFrom] = useResetState(min?.toString() ?? '', `${min}-${max}`);
  const [to, setTo] = useResetState(max?.toString() ?? '', `${min}-${max}`);
  const read = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Math.max(0, Number(v)));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(read(from), read(to));
  };
  return (
    <form className="search-filter" onSubmit={apply} aria-labelledby="price-filter">
      <h3 id="price-filter" className="search-filter__title">
        Price (₹)
      </h3>
      <div className="search-filter__range">
        <TextInput label="From" inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value)} placeholder="0" />
        <TextInput label="To" inputMode="numeric" value={to} onChange={(e) => setTo(e.target.value)} placeholder="Any" />
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
