import { MSG, type Product } from '@canino/shared';
import { notify } from '../../lib/toast';

/** The toast after an add: the spec's 'Product Added to Cart', or why fewer (or none) were added. */
export function announceAdd(product: Pick<Product, 'stock'>, added: number, asked: number): void {
  if (added === asked) notify.success(MSG.productAdded);
  else if (added > 0) notify.info(`${MSG.productAdded} — only ${added} more could be added (stock limit)`);
  else notify.error(`You already have all ${product.stock} in stock in your cart`);
}
