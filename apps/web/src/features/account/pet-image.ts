import { PET_IMAGE_MAX_BYTES } from '@canino/shared';

/** What the server accepts for a pet photo (it checks the bytes too); anything else is refused before upload. */
export const PET_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PET_IMAGE_MAX_MB = PET_IMAGE_MAX_BYTES / (1024 * 1024);

/** Why this file cannot be the pet photo, or undefined when it can. */
export function petImageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(PET_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG or WebP image';
  if (file.size > PET_IMAGE_MAX_BYTES) return `The image is larger than ${PET_IMAGE_MAX_MB} MB`;
  return undefined;
}
