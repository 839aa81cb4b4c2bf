import type { Product } from '@canino/shared';
import { Link } from 'react-router';
import { Button, IconButton } from '../../../components/button';
import { TrashIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import '../../../components/line-table.css';
import './wishlist-table.css';

interface WishlistTableProps {
  products: readonly Product[];
  productPath: (id: number) => string;
  onRemove: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  busyId: number | null;
}

/** The spec's wishlist table: Delete, Image, Food Name, Unite Price, Discount Price and Add to cart. */
export function WishlistTable({ products, productPath, onRemove, onAddToCart, busyId }: WishlistTableProps) {
  return (
    <table className="line-table wishlist-table">
      <caption className="visually-hidden">Products in your wishlist</caption>
      <thead>
        <tr>
          <th scope="col">Delete</th>
          <th scope="col">Image</th>
          <th scope="col">Food Name</th>
          <th scope="col">Unite Price</th>
          <th scope="col">Discount Price</th>
          <th scope="col">
            <span className="visually-hidden">Add to cart</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.product_id}>
            <td className="line-table__delete">
              <IconButton label={`Remove ${p.product_name} from wishlist`} disabled={busyId === p.product_id} onClick={() => onRemove(p)}>
                <TrashIcon />
              </IconButton>
            </td>
            <td className="line-table__image">
              <Link to={productPath(p.product_id)} tabIndex={-1} aria-hidden="true">
                <ProductImage src={p.product_img} alt="" width={72} height={72} sizes="72px" />
              </Link>
            </td>
            <th scope="row" className="line-table__name">
              <Link to={productPath(p.product_id)}>{p.product_name}</Link>
            </th>
            <td data-label="Unite Price">
              <s className="line-table__list">
                <Price sell={p.product_dprice} size="sm" />
              </s>
            </td>
            <td data-label="Discount Price">
              <Price sell={p.product_sprice} size="sm" />
            </td>
            <td className="wishlist-table__add">
              <Button size="sm" disabled={p.stock <= 0} onClick={() => onAddToCart(p)}>
                {p.stock <= 0 ? 'Out of stock' : 'Add to cart'}
                <span className="visually-hidden"> {p.product_name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
