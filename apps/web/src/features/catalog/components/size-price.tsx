import type { ProductVariant } from '@canino/shared';
import { Price, percentOff } from '../../../components/price';
import { sizeUnitPrice } from '../size-unit-price';
import './size-price.css';

type PricedSize = Pick<ProductVariant, 'product_sprice' | 'product_dprice'> & Partial<Pick<ProductVariant, 'unit_price' | 'unit_basis' | 'label'>>;

/**
 * The product page's price block for the size chosen: its price with the MRP struck, what is saved, and
 * its unit sale price ("₹6.66 per tablet"), which Legal Metrology asks for beside every price (a product
 * with no size on sale has none to give).
 */
export function SizePrice({ size }: { size: PricedSize }) {
  const off = percentOff(size.product_sprice, size.product_dprice);
  return (
    <div className="size-price">
      <Price sell={size.product_sprice} list={size.product_dprice} size="lg" />
      {off > 0 && <span className="size-price__save">You save {off}%</span>}
      {size.unit_basis !== undefined && (
        <span className="size-price__unit">{sizeUnitPrice({ unit_price: size.unit_price!, unit_basis: size.unit_basis, label: size.label ?? '' })}</span>
      )}
    </div>
  );
}
