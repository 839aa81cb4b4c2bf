import type { Product } from '@canino/shared';
import { LineProductCells, LineTableHead } from '../../../components/line-table';
import { Price } from '../../../components/price';
import { QuantityInput } from '../../../components/quantity-input';
import { formatRupees } from '../format';
import { lineKey, lineName, lineSchedule, maxQuantity, type CartLine } from '../../../stores/cart-lines';

interface CartTableProps {
  lines: readonly CartLine[];
  /** Live catalog records by line (lineKey: the product and its size); a line without one is no longer sold. */
  catalog: ReadonlyMap<string, Pick<Product, 'stock'>> | undefined;
  onQuantity: (line: CartLine, quantity: number, max: number) => void;
  onRemove: (line: CartLine) => void;
  productPath: (line: CartLine) => string;
}

/** The spec's cart table: Delete, Image, Product, MRP (the list price, struck), Discount Price, Quantity, Subtotal. */
export function CartTable({ lines, catalog, onQuantity, onRemove, productPath }: CartTableProps) {
  return (
    <table className="line-table">
      <caption className="visually-hidden">Products in your cart</caption>
      <LineTableHead>
        <th scope="col">Quantity</th>
        <th scope="col">Subtotal</th>
      </LineTableHead>
      <tbody>
        {lines.map((line) => {
          const live = catalog?.get(lineKey(line));
          const unavailable = catalog !== undefined && (!live || live.stock <= 0);
          const max = live ? maxQuantity(live.stock) : line.quantity;
          const name = lineName(line);
          return (
            <tr key={lineKey(line)} className={unavailable ? 'line-table__row--unavailable' : undefined}>
              <LineProductCells
                name={name}
                image={line.product_img}
                href={productPath(line)}
                removeLabel={`Remove ${name} from cart`}
                onRemove={() => onRemove(line)}
                note={
                  <>
                    {lineSchedule(line) && <span className="line-table__plan">{lineSchedule(line)}</span>}
                    {unavailable && <span className="line-table__warning">Out of stock — please remove it to check out</span>}
                  </>
                }
              />
              <td data-label="MRP">
                <s className="line-table__list">{formatRupees(line.product_dprice)}</s>
              </td>
              <td data-label="Discount Price">
                <Price sell={line.product_sprice} size="sm" />
              </td>
              <td data-label="Quantity">
                <QuantityInput label={`Quantity of ${name}`} value={line.quantity} max={max} disabled={unavailable} onChange={(q) => onQuantity(line, q, max)} />
              </td>
              <td data-label="Subtotal" className="line-table__subtotal">
                {formatRupees(line.subtotal)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
