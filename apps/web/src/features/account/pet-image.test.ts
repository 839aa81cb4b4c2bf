import { PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { petImageProblem } from './pet-image';

describe('the pet photo rule', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(petImageProblem({ type, size: 200_000 })).toBeUndefined();
    expect(petImageProblem({ type: 'image/png', size: PET_IMAGE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types, including other images, and anything larger than 5 MB', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(petImageProblem({ type, size: 1000 })).toBe('Please choose a JPEG, PNG or WebP image');
    }
    expect(petImageProblem({ type: 'image/jpeg', size: PET_IMAGE_MAX_BYTES + 1 })).toBe('The image is larger than 5 MB');
  });
});
