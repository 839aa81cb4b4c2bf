import { stockShown, type ProductVariant } from '@canino/shared';
import { useId } from 'react';
import { Price } from '../../../components/price';
import { sizeUnitPrice } from '../size-unit-price';
import './size-picker.css';

interface SizePickerProps {
  /** What the sizes differ by: the product's option, "Pack size" unless the owner named it. */
  legend: string;
  sizes: readonly ProductVariant[];
  chosen: ProductVariant;
  onChoose: (size: ProductVariant) => void;
  /** A word beside a size, by its id ("Best value for Bruno"), composed by the page. */
  marks?: ReadonlyMap<number, string>;
}

/**
 * A product's sizes as buttons: a group of radio buttons (one tab stop, arrow keys move between them, a
 * screen reader says "2 of 3, checked"), each with its price, struck MRP, unit price and how many are
 * left. A sold-out size can still be chosen, to see its price; the buy box then says it is sold out.
 */
export function SizePicker({ legend, sizes, chosen, onChoose, marks }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset className="sizes">
      <legend className="sizes__legend">{legend}</legend>
      <div className="sizes__options">
        {sizes.map((size) => {
          const stock = stockShown(size.stock);
          const mark = marks?.get(size.variant_id);
          const isChosen = size.variant_id === chosen.variant_id;
          return (
            <label key={size.variant_id} className={`sizes__option${isChosen ? ' sizes__option--chosen' : ''}${stock.kind === 'sold-out' ? ' sizes__option--sold-out' : ''}`}>
              <input type="radio" className="sizes__radio" name={name} value={size.sku} checked={isChosen} onChange={() => onChoose(size)} />
              <span className="sizes__label">{size.label}</span>
              <Price sell={size.product_sprice} list={size.product_dprice} size="sm" />
              <span className="sizes__unit">{sizeUnitPrice(size)}</span>
              {stock.kind !== 'in-stock' && <span className="sizes__stock">{stock.kind === 'sold-out' ? 'Sold out' : `Only ${stock.left} left`}</span>}
              {mark && <span className="sizes__mark">{mark}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
