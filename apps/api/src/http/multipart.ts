import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_GALLERY_IMAGES, MAX_REVIEW_PHOTOS, PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files a multipart form sent in the fields its route takes, in the order sent. */
    uploadedFiles?: Buffer[];
  }
}

/** Which file fields a form takes, and how many files at most. */
export interface FormFiles {
  fields: readonly string[];
  max: number;
}

/** The spec's forms take no file, or one picture in `file`; the admin's take `image`, or a gallery's `images`; a review's, `photos`. */
export const NO_FILES: FormFiles = { fields: [], max: 0 };
export const ONE_PHOTO: FormFiles = { fields: ['file'], max: 1 };
export const ONE_IMAGE: FormFiles = { fields: ['image'], max: 1 };
export const GALLERY_IMAGES: FormFiles = { fields: ['images'], max: MAX_GALLERY_IMAGES };
/** A buyer's photos for their review, a few at once. */
export const REVIEW_PHOTOS: FormFiles = { fields: ['photos'], max: MAX_REVIEW_PHOTOS };

/** The OpenAPI document's note that a route reads a multipart form (the spec's also take JSON). */
export const multipartOnly = { consumes: ['multipart/form-data'] };

/** What the plugin accepts on any route; each form narrows the file count to its own. */
export const MULTIPART_LIMITS = {
  fileSize: PET_IMAGE_MAX_BYTES,
  files: MAX_GALLERY_IMAGES,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 40,
};

const IMAGE_TOO_LARGE = 'The image is larger than 5 MB';

/** @fastify/multipart's refusals, in words a customer or the owner can act on. */
function limitError(code: unknown, files: FormFiles): AppError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('TOO_LARGE', IMAGE_TOO_LARGE, { [files.fields[0] ?? 'file']: IMAGE_TOO_LARGE });
    case 'FST_FILES_LIMIT': {
      const message = files.max === 1 ? 'Please send one image only' : `Please send at most ${files.max} images`;
      return new AppError('TOO_LARGE', message, { [files.fields[0] ?? 'file']: message });
    }
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('TOO_LARGE', 'Too many fields were sent');
    default:
      return undefined;
  }
}

const field = (name: string) => name.slice(0, 40);

/**
 * The preValidation hook of every multipart form, the storefront's and the admin's: text fields become
 * the body the route schema validates, and files in the fields the form takes are kept as bytes for the
 * service to check. A file in any other field is refused, never dropped without a word (a part with no
 * file name, as a browser sends for an empty file input, counts as none). An over-long field is refused,
 * never cut short and stored half; a form that cannot be parsed is the sender's mistake, so it is a 400.
 */
export function readMultipartBody(files: FormFiles) {
  return (request: FastifyRequest) => readForm(request, files);
}

function refusedFile(files: FormFiles): string {
  if (files.max === 0) return 'This form does not take a file';
  return `Send the image in the field "${files.fields[0]}"`;
}

async function readForm(request: FastifyRequest, files: FormFiles): Promise<void> {
  if (!request.isMultipart()) return;
  // No prototype: a field called "__proto__" or "constructor" is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  const uploaded: Buffer[] = [];
  try {
    // The form's own count: one file more is refused, never cut off. A form that takes none still lets
    // an empty file input through, which a browser sends for a file field left blank.
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, files: Math.max(files.max, 1) } })) {
      if (part.type === 'file') {
        const wanted = files.fields.includes(part.fieldname);
        // Refused before it is read; a part without a file name is a file input left empty.
        if (!wanted && part.filename !== '') throw new AppError('BAD_INPUT', refusedFile(files), { [field(part.fieldname)]: refusedFile(files) });
        const data = await part.toBuffer();
        if (wanted && data.length > 0) uploaded.push(data);
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
    throw limitError((err as { code?: unknown }).code, files) ?? new AppError('BAD_INPUT', 'The form could not be read. Please send it again.');
  }
  request.body = numbersAsTheRouteTakesThem(fields, request.routeOptions.schema?.body);
  request.uploadedFiles = uploaded;
}

const NUMBER_TEXT = /^\s*-?\d{1,15}(\.\d{1,6})?\s*$/;

/**
 * A form's fields are all text; the API's numbers are JSON numbers (schemas/fields.ts). A field whose
 * schema refuses text but takes a number is read as that number, so a form and a JSON client meet the
 * same schema and the same messages. Text that is not a plain decimal number stays text, and is refused.
 */
function numbersAsTheRouteTakesThem(fields: Record<string, string>, schema: unknown): Record<string, string | number> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const body: Record<string, string | number> = { ...fields };
  if (!shape) return body;
  for (const [name, text] of Object.entries(fields)) {
    const fieldSchema = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (fieldSchema && NUMBER_TEXT.test(text) && refusesType(fieldSchema, text) && !refusesType(fieldSchema, Number(text))) body[name] = Number(text);
  }
  return body;
}

function refusesType(schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value);
  return !result.success && result.error.issues.some((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'invalid_union'));
}
