import { FIRST_IMAGE_SIZES, type ProductSummary } from '@canino/shared';
import type { ReactNode, Ref } from 'react';
import { EmptyState } from '../../components/empty-state';
import { SearchIcon } from '../../components/icons';
import { ProductTile } from './product-tile';

/**
 * The listing's and the search's cards: two abreast on a phone, three on a wide screen, so the first two
 * images are the page's largest paint and load first. `marked`, with `markRef`, names one card (the
 * first of a page just loaded, to move focus to).
 */
export function ProductGrid({ products, marked, markRef }: { products: ProductSummary[]; marked?: number; markRef?: Ref<HTMLLIElement> }) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.product_id} ref={i === marked ? markRef : undefined}>
          <ProductTile product={p} showOffer priority={i < 2} sizes={FIRST_IMAGE_SIZES.listingCard} />
        </li>
      ))}
    </ul>
  );
}

/** Where a grid would be and no product is: why (`children`), and what to do instead (`action`). */
export function NoProducts({ title = 'No products found', action, children }: { title?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <EmptyState icon={<SearchIcon size={28} />} title={title} action={action}>
      {children}
    </EmptyState>
  );
}
