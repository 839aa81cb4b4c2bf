import type { ProductSummary } from '@canino/shared';
import { Button, ButtonLink } from '../../../components/button';
import { LineProductCells, LineTableHead } from '../../../components/line-table';
import { Price } from '../../../components/price';
import './wishlist-table.css';

interface WishlistTableProps {
  products: readonly ProductSummary[];
  productPath: (id: number) => string;
  onRemove: (product: ProductSummary) => void;
  onAddToCart: (product: ProductSummary) => void;
  busyId: number | null;
}

/** The spec's wishlist table: Delete, Image, Product, MRP, Discount Price and Add to cart. */
export function WishlistTable({ products, productPath, onRemove, onAddToCart, busyId }: WishlistTableProps) {
  return (
    <table className="line-table wishlist-table">
      <caption className="visually-hidden">Products in your wishlist</caption>
      <LineTableHead>
        <th scope="col">
          <span className="visually-hidden">Add to cart</span>
        </th>
      </LineTableHead>
      <tbody>
        {products.map((p) => (
          <tr key={p.product_id}>
            <LineProductCells
              name={p.product_name}
              image={p.product_img}
              href={productPath(p.product_id)}
              removeLabel={`Remove ${p.product_name} from wishlist`}
              removeDisabled={busyId === p.product_id}
              onRemove={() => onRemove(p)}
            />
            <td data-label="MRP">
              <s className="line-table__list">
                <Price sell={p.product_dprice} size="sm" />
              </s>
            </td>
            <td data-label="Discount Price">
              <Price sell={p.product_sprice} size="sm" />
            </td>
            <td className="wishlist-table__add">
              {/* A product sold in several sizes is added from its page, where the size is chosen. */}
              {p.sizes ? (
                <ButtonLink to={productPath(p.product_id)} size="sm" variant="secondary">
                  Choose a size<span className="visually-hidden"> of {p.product_name}</span>
                </ButtonLink>
              ) : (
                <Button size="sm" disabled={p.stock <= 0} onClick={() => onAddToCart(p)}>
                  {p.stock <= 0 ? 'Out of stock' : 'Add to cart'}
                  <span className="visually-hidden"> {p.product_name}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
