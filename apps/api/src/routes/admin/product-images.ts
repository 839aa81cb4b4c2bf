import { z } from 'zod';
import { failure, galleryImage, galleryOrderInput, idParams, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import * as gallery from '../../services/products/product-gallery';
import { GALLERY_IMAGES, multipartOnly, readMultipartBody } from '../../http/multipart';

const failures = { 400: failure, 401: failure, 404: failure, 413: failure, 415: failure };
const tags = ['admin: catalog'];
const galleryData = ok(z.array(galleryImage));
const imageParams = idParams.extend({ imageId: idParams.shape.id });

export function adminProductImageRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/products/:id/images',
    { preValidation: readMultipartBody(GALLERY_IMAGES), schema: { tags, ...multipartOnly, params: idParams, response: { 200: galleryData, ...failures } } },
    async (req) => {
      const data = await gallery.addGalleryImages(ctx, adminIdOf(req), req.params.id, req.uploadedFiles ?? []);
      return { status: 1 as const, message: 'Images added', data };
    },
  );

  app.put('/products/:id/images', { schema: { tags, params: idParams, body: galleryOrderInput, response: { 200: galleryData, ...failures } } }, async (req) => {
    const data = await gallery.reorderGallery(ctx, adminIdOf(req), req.params.id, req.body.order);
    return { status: 1 as const, message: 'Image order saved', data };
  });

  app.delete('/products/:id/images/:imageId', { schema: { tags, params: imageParams, response: { 200: galleryData, ...failures } } }, async (req) => {
    const data = await gallery.removeGalleryImage(ctx, adminIdOf(req), req.params.id, req.params.imageId);
    return { status: 1 as const, message: 'Image removed', data };
  });
}
