import type { Category } from '@canino/shared';
import './category-filter.css';

/** The sidebar's category radios; 'All products' clears the filter. */
export function CategoryFilter({ categories, value, onChange }: { categories: readonly Category[]; value: number | undefined; onChange: (id: number | undefined) => void }) {
  const options = [{ id: undefined, name: 'All products' }, ...categories.map((c) => ({ id: c.mcat_id, name: c.mcat_name }))];
  return (
    <fieldset className="category-filter">
      <legend className="category-filter__legend">Categories</legend>
      <ul className="category-filter__list">
        {options.map((o) => (
          <li key={o.id ?? 'all'}>
            <label className="category-filter__option">
              <input type="radio" name="category" value={o.id ?? ''} checked={value === o.id} onChange={() => onChange(o.id)} />
              <span>{o.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
