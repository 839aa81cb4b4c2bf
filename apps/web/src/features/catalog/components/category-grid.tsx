import { categorySlugPath } from '@canino/shared';
import { Link } from '../../../components/link';
import { ProductImage } from '../../../components/product-image';
import { QueryView } from '../../../components/query-view';
import { useCategories } from '../api/get-categories';
import './category-grid.css';

/** 'Browse By Categories': a card per category, opening the products of that category. */
export function CategoryGrid() {
  const query = useCategories();
  return (
    <QueryView query={query} errorTitle="We could not load the categories" loading={<div className="category-grid category-grid--loading" aria-hidden="true" />}>
      {(categories) => (
        <ul className="category-grid">
          {categories.map((c) => (
            <li key={c.mcat_id}>
              <Link to={categorySlugPath(c.slug)} className="category-card">
                <ProductImage src={c.mcat_image} alt="" width={300} height={300} fullWidth={600} sizes="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 45vw" />
                <span className="category-card__name">{c.mcat_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
