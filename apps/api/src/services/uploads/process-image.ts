import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ALL_VARIANT_WIDTHS, imageVariant, imageVariantWidths, PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { AppError } from '../../errors';
import type { ImageStore } from '../../ports/image-store';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Checks an upload by its bytes (not its name or declared type), re-encodes it to WebP, which drops
 * EXIF and GPS data and anything hidden after the image, and stores a full version and the smaller ones
 * (`imageVariantWidths`). Returns the full version's URL.
 */
export async function storeUploadedImage(store: ImageStore, folder: string, data: Buffer, opts: { maxWidth: number; maxHeight?: number } = { maxWidth: 800 }): Promise<string> {
  if (data.length === 0) throw new AppError('BAD_INPUT', 'The image file is empty', { file: 'The image file is empty' });
  if (data.length > PET_IMAGE_MAX_BYTES) {
    throw new AppError('TOO_LARGE', 'The image is larger than 5 MB', { file: 'The image is larger than 5 MB' });
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) {
    const message = 'Please upload a JPEG, PNG or WebP image';
    throw new AppError('UNSUPPORTED_MEDIA', message, { file: message });
  }
  const name = `${folder}/${randomUUID()}`;
  let full: Buffer;
  let smaller: [width: number, data: Buffer][];
  try {
    const base = sharp(data, { limitInputPixels: 40_000_000 }).rotate();
    const resize = { width: opts.maxWidth, height: opts.maxHeight ?? opts.maxWidth, fit: 'inside' as const, withoutEnlargement: true };
    full = await base.clone().resize(resize).webp({ quality: 82 }).toBuffer();
    smaller = await Promise.all(
      imageVariantWidths(opts.maxWidth).map(async (width): Promise<[number, Buffer]> => [
        width,
        await base
          .clone()
          .resize({ ...resize, width, height: width * 4 })
          .webp({ quality: 80 })
          .toBuffer(),
      ]),
    );
  } catch {
    const message = 'This image could not be read; please try another file';
    throw new AppError('UNSUPPORTED_MEDIA', message, { file: message });
  }
  const url = await store.put(`${name}.webp`, full);
  for (const [width, bytes] of smaller) await store.put(imageVariant(`${name}.webp`, width), bytes);
  return url;
}

/** Removes an image stored by `storeUploadedImage`, with its smaller versions. */
export async function removeUploadedImage(store: ImageStore, url: string): Promise<void> {
  await store.remove(url);
  for (const width of ALL_VARIANT_WIDTHS) await store.remove(imageVariant(url, width));
}

/**
 * A smaller version of an image stored before the shop kept that width (the 700 px picture of a product,
 * the 800 px one of a banner, uploaded earlier): made from the full image the first time it is asked for,
 * stored, and served from the store after that. Null when `key` names no such version, or its full image
 * is not wider than the version (nothing to make).
 */
export async function makeMissingVariant(store: ImageStore, key: string): Promise<Buffer | null> {
  const named = /^(.+)-(\d+)\.webp$/.exec(key);
  const width = Number(named?.[2]);
  if (!named || !(ALL_VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  const full = await store.get(`${named[1]}.webp`);
  if (full === null || full === 'not-modified') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of full.body) chunks.push(chunk as Buffer);
  const image = sharp(Buffer.concat(chunks));
  if (((await image.metadata()).width ?? 0) <= width) return null;
  const made = await image.resize({ width }).webp({ quality: 80 }).toBuffer();
  await store.put(key, made);
  return made;
}
