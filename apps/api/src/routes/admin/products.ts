import {
  adminBatch,
  adminDeleteResult,
  batchReceiptInput,
  adminProduct,
  adminProductQuery,
  adminProductRow,
  failure,
  idParams,
  ok,
  paged,
  productBulkEditInput,
  productBulkEditResult,
  productDosageInput,
  productImportInput,
  productImportReport,
  productInput,
  productSizesInput,
  recordHistoryQuery,
  stockMovement,
  variantGtinsInput,
} from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { bulkEditProducts } from '../../services/products/bulk-edit-products';
import { importProducts } from '../../services/products/import-products';
import { productsCsv } from '../../services/products/product-csv';
import * as products from '../../services/products/products';
import { listStockHistory } from '../../services/products/product-stock-history';
import { saveProductSizes } from '../../services/products/product-sizes';
import { listProductBatches, receiveStock } from '../../services/stock/stock-batches';
import { saveVariantGtins } from '../../services/products/variant-gtins';
import { adminIdOf } from './guard';

const variantParams = idParams.extend({
  variantId: z.coerce.number({ error: 'Size not found' }).int('Size not found').positive('Size not found').max(2_147_483_647, 'Size not found'),
});
const failures = { 400: failure, 401: failure, 404: failure, 409: failure };
const tags = ['admin: catalog'];

export function adminProductRoutes(app: Api, ctx: AppContext): void {
  app.get('/products', { schema: { tags, querystring: adminProductQuery, response: { 200: ok(paged(adminProductRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await products.listProducts(ctx, req.query),
  }));

  // Declared before /products/:id so "export.csv" is never read as an id.
  app.get('/products/export.csv', { schema: { tags, produces: ['text/csv'], response: { 200: z.string(), ...failures } } }, async (_req, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="canino-products-${day}.csv"`)
      .serializer((body: unknown) => body as string)
      .send(await productsCsv(ctx));
  });

  app.post(
    '/products/import',
    // The CSV comes as text in JSON: 5,000 products are about 1 MB, more than the server's default body.
    { bodyLimit: 5 * 1024 * 1024, schema: { tags, body: productImportInput, response: { 200: ok(productImportReport), ...failures, 422: failure } } },
    async (req) => {
      const data = await importProducts(ctx, adminIdOf(req), req.body);
      const message = data.imported
        ? `${data.creates} product${data.creates === 1 ? '' : 's'} created, ${data.updates} updated`
        : data.errors.length
          ? `${data.errors.length} of ${data.rows} rows have errors; nothing was imported`
          : `All ${data.rows} rows are ready: ${data.creates} new, ${data.updates} to update`;
      return { status: 1 as const, message, data };
    },
  );

  app.get('/products/:id', { schema: { tags, params: idParams, response: { 200: ok(adminProduct), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await products.getProduct(ctx, req.params.id),
  }));

  app.get(
    '/products/:id/stock-history',
    { schema: { tags, params: idParams, querystring: recordHistoryQuery, response: { 200: ok(paged(stockMovement)), ...failures } } },
    async (req) => ({ status: 1 as const, data: await listStockHistory(ctx, req.params.id, req.query) }),
  );

  app.get('/products/:id/batches', { schema: { tags, params: idParams, response: { 200: ok(z.array(adminBatch)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listProductBatches(ctx, req.params.id),
  }));

  app.post(
    '/products/:id/variants/:variantId/batches',
    { schema: { tags, params: variantParams, body: batchReceiptInput, response: { 200: ok(adminBatch), ...failures, 422: failure } } },
    async (req) => {
      const data = await receiveStock(ctx, adminIdOf(req), req.params.id, req.params.variantId, req.body);
      return { status: 1 as const, message: `${req.body.quantity} received into batch ${data.batchNo}; ${data.quantity} on hand`, data };
    },
  );

  app.post('/products', { schema: { tags, body: productInput, response: { 200: ok(adminProduct), ...failures, 422: failure } } }, async (req) => {
    const data = await products.createProduct(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: `Product "${data.name}" created`, data };
  });

  app.post('/products/bulk-edit', { schema: { tags, body: productBulkEditInput, response: { 200: ok(productBulkEditResult), ...failures, 422: failure } } }, async (req) => {
    const data = await bulkEditProducts(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: `${data.updated} product${data.updated === 1 ? '' : 's'} updated`, data };
  });

  app.put('/products/:id', { schema: { tags, params: idParams, body: productInput, response: { 200: ok(adminProduct), ...failures, 422: failure } } }, async (req) => {
    const data = await products.updateProduct(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: `Product "${data.name}" saved`, data };
  });

  app.put('/products/:id/dosage', { schema: { tags, params: idParams, body: productDosageInput, response: { 200: ok(adminProduct), ...failures } } }, async (req) => {
    const data = await products.saveProductDosage(ctx, adminIdOf(req), req.params.id, req.body.dosage);
    return { status: 1 as const, message: req.body.dosage ? 'Dosage saved' : 'Dosage removed', data };
  });

  app.put('/products/:id/gtins', { schema: { tags, params: idParams, body: variantGtinsInput, response: { 200: ok(adminProduct), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Barcodes saved',
    data: await saveVariantGtins(ctx, adminIdOf(req), req.params.id, req.body),
  }));

  app.put('/products/:id/sizes', { schema: { tags, params: idParams, body: productSizesInput, response: { 200: ok(adminProduct), ...failures } } }, async (req) => {
    const { product, retired } = await saveProductSizes(ctx, adminIdOf(req), req.params.id, req.body);
    const kept = retired.length
      ? ` ${retired.join(', ')} ${retired.length === 1 ? 'was' : 'were'} sold before, so ${retired.length === 1 ? 'it is' : 'they are'} taken off sale instead of removed.`
      : '';
    return { status: 1 as const, message: `Sizes saved.${kept}`, data: product };
  });

  app.delete('/products/:id', { schema: { tags, params: idParams, response: { 200: ok(adminDeleteResult), ...failures } } }, async (req) => {
    const data = await products.deleteProduct(ctx, adminIdOf(req), req.params.id);
    const message = data.deleted ? 'Product deleted' : 'This product is part of past orders, so it was deactivated (hidden from the shop) instead of deleted';
    return { status: 1 as const, message, data };
  });
}
