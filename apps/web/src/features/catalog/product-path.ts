/**
 * The spec's product page address, /product-details?id={product_id}, for records that carry only the id
 * (cart lines, wishlist, orders); the server names /products/{slug} canonical there.
 */
export const productPath = (id: number) => `/product-details?id=${id}`;
