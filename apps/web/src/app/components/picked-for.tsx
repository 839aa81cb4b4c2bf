import type { Suggestion } from '@canino/shared';
import { ProductCard } from '../../features/catalog/components/product-card';
import { useRecommendations } from '../../features/pets/api/recommendations';
import './picked-for.css';

function SuggestionGrid({ items, label }: { items: Suggestion[]; label: string }) {
  return (
    <ul className="picks" aria-label={label}>
      {items.map((s) => (
        <li key={s.product.product_id} className="picks__item">
          <ProductCard product={s.product} />
          <p className="picks__why">
            <span className="visually-hidden">Why: </span>
            {s.reasons.join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Picked for Bruno" for each of the customer's dogs (none for a guest) and, on a product page, "Bought
 * together". Its own chunk, rendered after the first paint: it never holds back what the page shows first.
 */
export default function PickedFor({ productId, together = false }: { productId?: number; together?: boolean }) {
  const { data } = useRecommendations(productId);
  if (!data) return null;
  const pets = data.pets.filter((p) => p.picks.length > 0);
  const bought = together ? data.boughtTogether : [];
  if (pets.length === 0 && bought.length === 0) return null;
  return (
    <>
      {pets.map((p) => (
        <section key={p.petId} className="section section--drawn" aria-labelledby={`picked-${p.petId}`}>
          <div className="container">
            <div className="section__head">
              <div>
                <h2 id={`picked-${p.petId}`}>Picked for {p.petName}</h2>
                <p className="section__lead">Chosen from {p.petName}&rsquo;s age, breed and weight. Each says why.</p>
              </div>
            </div>
            <SuggestionGrid items={p.picks} label={`Picked for ${p.petName}`} />
          </div>
        </section>
      ))}
      {bought.length > 0 && (
        <section className="section" aria-labelledby="bought-together">
          <div className="container">
            <div className="section__head">
              <h2 id="bought-together">Bought together</h2>
            </div>
            <SuggestionGrid items={bought} label="Bought together" />
          </div>
        </section>
      )}
    </>
  );
}
