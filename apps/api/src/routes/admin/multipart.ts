import type { FastifyRequest } from 'fastify';
import { MAX_GALLERY_IMAGES, PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { AppError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Images sent with an admin multipart form (field `image` or `images`), in the order sent. */
    uploadedImages?: Buffer[];
  }
}

const LIMITS = { fileSize: PET_IMAGE_MAX_BYTES, files: MAX_GALLERY_IMAGES, fields: 20, fieldSize: 8 * 1024, parts: 40 };

/**
 * A preValidation hook for the admin's image forms: text fields become the body the route validates,
 * files are kept as bytes for storeUploadedImage to check. Unlike the storefront's reader it accepts
 * several files, for a product gallery.
 */
export async function readAdminMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  // No prototype: a field called "__proto__" or "constructor" is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0 && (part.fieldname === 'image' || part.fieldname === 'images')) images.push(data);
        continue;
      }
      const name = part.fieldname.slice(0, 40);
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('TOO_LARGE', `The field "${name}" is too long`, { [name]: 'This is too long' });
      if (typeof part.value !== 'string') throw new AppError('BAD_INPUT', `The field "${name}" must be text`, { [name]: 'This value is not valid' });
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    // The plugin's own limits (file too large, too many files) carry a 4xx the error handler words;
    // anything else means the form arrived broken, which is the sender's problem, not a 500.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (err instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
    throw new AppError('BAD_INPUT', 'The form could not be read. Please send it again.');
  }
  request.body = { ...fields };
  request.uploadedImages = images;
}

export const multipartConsumes = { consumes: ['multipart/form-data'] };
