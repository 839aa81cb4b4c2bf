/** The spec's product page address: /product-details?id={product_id}. */
export const productPath = (id: number) => `/product-details?id=${id}`;
