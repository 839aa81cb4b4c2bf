import type {
  AdminBatch,
  AdminDeleteResult,
  AdminProduct,
  AdminProductListQuery,
  AdminProductRow,
  GalleryImage,
  Paged,
  ProductBulkEditInput,
  ProductBulkEditResult,
  ProductDosage,
  ProductImportReport,
  ProductInput,
  ProductSizesInput,
  StockMovement,
} from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { buildUrl } from '../../../../lib/api-client';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export type ProductListParams = Partial<AdminProductListQuery>;

export const useProducts = (q: ProductListParams) => useQuery(adminKey('products', q), () => adminGet<Paged<AdminProductRow>>('/products', q));

export const useProduct = (id: number | null) => useQuery(id === null ? null : adminKey('products', { id }), () => adminGet<AdminProduct>(`/products/${id}`));

/** Keyed under 'products', so a save (which may move stock) refreshes it. */
export const useStockHistory = (id: number, page: number) =>
  useQuery(adminKey('products', { id, stockHistory: page }), () => adminGet<Paged<StockMovement>>(`/products/${id}/stock-history`, { page }));

/** Keyed under 'products': a receipt, a sale's restock or a size's save all refresh it. */
export const useProductBatches = (id: number) => useQuery(adminKey('products', { id, batches: true }), () => adminGet<AdminBatch[]>(`/products/${id}/batches`));

/** Packs of one batch into a size; the body goes as the form holds it, so the server's checks name each field. */
export async function receiveBatch(id: number, variantId: number, body: Record<string, unknown>) {
  const res = await adminRequest<AdminBatch>(`/products/${id}/variants/${variantId}/batches`, { method: 'POST', body });
  refreshAfterWrite('products');
  return res;
}

export async function saveProduct(id: number | null, input: ProductInput) {
  const res = await adminRequest<AdminProduct>(id === null ? '/products' : `/products/${id}`, { method: id === null ? 'POST' : 'PUT', body: input });
  refreshAfterWrite('products');
  return res;
}

export async function saveProductDosage(id: number, dosage: ProductDosage | null) {
  const res = await adminRequest<AdminProduct>(`/products/${id}/dosage`, { method: 'PUT', body: { dosage } });
  refreshAfterWrite('products');
  return res;
}

/** Every size of the product in the grid's order; the server answers the product with its sizes as saved. */
export async function saveProductSizes(id: number, input: ProductSizesInput) {
  const res = await adminRequest<AdminProduct>(`/products/${id}/sizes`, { method: 'PUT', body: input });
  refreshAfterWrite('products');
  return res;
}

export async function deleteProduct(id: number) {
  const res = await adminRequest<AdminDeleteResult>(`/products/${id}`, { method: 'DELETE' });
  refreshAfterWrite('products');
  return res;
}

export async function addProductImages(id: number, files: File[]) {
  const body = new FormData();
  for (const f of files) body.append('images', f);
  const res = await adminRequest<GalleryImage[]>(`/products/${id}/images`, { method: 'POST', body });
  refreshAfterWrite('products');
  return res;
}

export async function reorderProductImages(id: number, order: number[]) {
  const res = await adminRequest<GalleryImage[]>(`/products/${id}/images`, { method: 'PUT', body: { order } });
  refreshAfterWrite('products');
  return res;
}

export async function removeProductImage(id: number, imageId: number) {
  const res = await adminRequest<GalleryImage[]>(`/products/${id}/images/${imageId}`, { method: 'DELETE' });
  refreshAfterWrite('products');
  return res;
}

export async function bulkEditProducts(input: ProductBulkEditInput) {
  const res = await adminRequest<ProductBulkEditResult>('/products/bulk-edit', { method: 'POST', body: input });
  refreshAfterWrite('products');
  return res;
}

export const productsCsvUrl = () => buildUrl('/admin/products/export.csv');

/** Checks (dryRun) or imports the CSV's text; the report lists each bad row. */
export async function importProductsCsv(csv: string, dryRun: boolean) {
  const res = await adminRequest<ProductImportReport>('/products/import', { method: 'POST', body: { csv, dryRun } });
  if (!dryRun) refreshAfterWrite('products');
  return res;
}
