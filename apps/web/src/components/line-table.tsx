import type { ReactNode } from 'react';
import { Link } from './link';
import { IconButton } from './button';
import { TrashIcon } from './icons';
import { ProductImage } from './product-image';
import './line-table.css';

/** The spec's first columns of the cart and wishlist tables; each table adds its own after them. */
export function LineTableHead({ children }: { children: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">Delete</th>
        <th scope="col">Image</th>
        <th scope="col">Product</th>
        <th scope="col">MRP</th>
        <th scope="col">Discount Price</th>
        {children}
      </tr>
    </thead>
  );
}

interface LineProductCellsProps {
  name: string;
  image: string;
  href: string;
  removeLabel: string;
  onRemove: () => void;
  removeDisabled?: boolean;
  /** Shown under the name, e.g. why the line cannot be bought. */
  note?: ReactNode;
}

/** A row's Delete, Image and Product cells; the image repeats the name's link, so it is hidden from keyboard and readers. */
export function LineProductCells({ name, image, href, removeLabel, onRemove, removeDisabled, note }: LineProductCellsProps) {
  return (
    <>
      <td className="line-table__delete">
        <IconButton label={removeLabel} disabled={removeDisabled} onClick={onRemove}>
          <TrashIcon />
        </IconButton>
      </td>
      <td className="line-table__image">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={image} alt="" width={72} height={72} sizes="72px" />
        </Link>
      </td>
      <th scope="row" className="line-table__name">
        <Link to={href}>{name}</Link>
        {note}
      </th>
    </>
  );
}
