/**
 * Buy Now's address, written by the product page's buy box and read by checkout, kept in one place so the
 * two agree: checkout with that product alone, in the size chosen, at the page's quantity.
 */
export const buyNowPath = (productId: number, quantity: number, sizeSku?: string) =>
  `/checkout?buy=${productId}&qty=${quantity}${sizeSku ? `&size=${encodeURIComponent(sizeSku)}` : ''}`;

/** What a checkout address asks to buy at once; null on a plain checkout. */
export function readBuyNow(params: URLSearchParams): { id: number; quantity: number; sizeSku: string | null } | null {
  const id = Number(params.get('buy'));
  if (!params.has('buy') || !Number.isInteger(id) || id <= 0) return null;
  return { id, quantity: Number(params.get('qty') ?? '1'), sizeSku: params.get('size') };
}
