/**
 * The spec's product page address, /product-details?id={product_id}, for records that carry only the id
 * (cart lines, wishlist, orders); the server names /products/{slug} canonical there. With a size's SKU,
 * the page opens on that size (`&size=`).
 */
export const productPath = (id: number, sizeSku?: string) => `/product-details?id=${id}${sizeSku ? `&size=${encodeURIComponent(sizeSku)}` : ''}`;
