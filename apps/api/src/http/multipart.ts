import type { FastifyRequest } from 'fastify';
import { PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The image sent with a multipart form, if any. */
    uploadedFile?: Buffer;
  }
}

export const MULTIPART_LIMITS = {
  fileSize: PET_IMAGE_MAX_BYTES,
  files: 1,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 31,
};

/**
 * A preValidation hook for the spec's multipart calls: text fields become the body the route schema
 * validates; the one file (field `file`) is kept as bytes. An over-long field is refused, never cut
 * short and stored half.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && data.length > 0) request.uploadedFile = data;
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) {
      throw new AppError('TOO_LARGE', `The field "${part.fieldname.slice(0, 40)}" is too long`, {
        [part.fieldname.slice(0, 40)]: 'This is too long',
      });
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  request.body = fields;
}
