import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PET_IMAGE_MAX_BYTES, SMALL_IMAGE_WIDTH, smallImage } from '@canino/shared';
import { AppError } from '../../errors';
import type { ImageStore } from './image-store';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Checks an upload by its bytes (not its name or declared type), re-encodes it to WebP, which drops
 * EXIF and GPS data and anything hidden after the image, and stores a full and a small version.
 * Returns the full version's URL.
 */
export async function storeUploadedImage(
  store: ImageStore,
  folder: string,
  data: Buffer,
  opts: { maxWidth: number; maxHeight?: number } = { maxWidth: 800 },
): Promise<string> {
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
  let small: Buffer;
  try {
    const base = sharp(data, { limitInputPixels: 40_000_000 }).rotate();
    const resize = { width: opts.maxWidth, height: opts.maxHeight ?? opts.maxWidth, fit: 'inside' as const, withoutEnlargement: true };
    full = await base.clone().resize(resize).webp({ quality: 82 }).toBuffer();
    small = await base.clone().resize({ ...resize, width: SMALL_IMAGE_WIDTH, height: SMALL_IMAGE_WIDTH * 4 }).webp({ quality: 80 }).toBuffer();
  } catch {
    const message = 'This image could not be read; please try another file';
    throw new AppError('UNSUPPORTED_MEDIA', message, { file: message });
  }
  const url = await store.put(`${name}.webp`, full);
  await store.put(smallImage(`${name}.webp`), small);
  return url;
}

/** Removes an image stored by `storeUploadedImage`, with its small version. */
export async function removeUploadedImage(store: ImageStore, url: string): Promise<void> {
  await store.remove(url);
  await store.remove(smallImage(url));
}
