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

const IMAGE_TOO_LARGE = 'The image is larger than 5 MB';

/** @fastify/multipart's refusals, in words a customer can act on. */
const LIMIT_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('TOO_LARGE', IMAGE_TOO_LARGE, { file: IMAGE_TOO_LARGE }),
  FST_FILES_LIMIT: () => new AppError('TOO_LARGE', 'Please send one image only', { file: 'Please send one image only' }),
  FST_FIELDS_LIMIT: () => new AppError('TOO_LARGE', 'Too many fields were sent'),
  FST_PARTS_LIMIT: () => new AppError('TOO_LARGE', 'Too many fields were sent'),
};

const field = (name: string) => name.slice(0, 40);

/**
 * The preValidation hook of the spec's multipart calls: text fields become the body the route schema
 * validates; with `{ image: true }` one file in the field `file` is kept as bytes, and any other file is
 * refused (a part with no file name, as a browser sends for an empty file input, counts as none). An
 * over-long field is refused, never cut short and stored half; a form that cannot be parsed is the
 * sender's mistake, so it is a 400.
 */
export function readMultipartBody(opts: { image: boolean }) {
  return (request: FastifyRequest) => readForm(request, opts.image);
}

async function readForm(request: FastifyRequest, takesImage: boolean): Promise<void> {
  if (!request.isMultipart()) return;
  // No prototype: a field called "__proto__" or "constructor" is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const wanted = takesImage && part.fieldname === 'file';
        // Refused before it is read; a part without a file name is a file input left empty.
        if (!wanted && part.filename !== '') {
          const message = takesImage ? 'Send the image in the field "file"' : 'This form does not take a file';
          throw new AppError('BAD_INPUT', message, { [field(part.fieldname)]: message });
        }
        const data = await part.toBuffer();
        if (wanted && data.length > 0) request.uploadedFile = data;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('TOO_LARGE', `The field "${field(part.fieldname)}" is too long`, { [field(part.fieldname)]: 'This is too long' });
      }
      // A part declared as JSON arrives parsed; every field of these forms is plain text.
      if (typeof part.value !== 'string') {
        throw new AppError('BAD_INPUT', `The field "${field(part.fieldname)}" must be text`, { [field(part.fieldname)]: 'This value is not valid' });
      }
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    const known = typeof code === 'string' ? LIMIT_ERRORS[code] : undefined;
    throw known ? known() : new AppError('BAD_INPUT', 'The form could not be read. Please send it again.');
  }
  request.body = { ...fields };
}
