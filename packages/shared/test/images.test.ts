import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, imageVariantWidths, smallImage } from '../src/rules/images';

describe('image versions', () => {
  it("a product (kept 800 wide) has 400 px (cards) and 700 px (a phone's picture) versions beside it", () => {
    expect(imageVariantWidths(800)).toEqual([400, 700]);
    expect(imageSrcSet('/admin/uploads/products/tin-1.webp')).toBe(
      '/admin/uploads/products/tin-1-400.webp 400w, /admin/uploads/products/tin-1-700.webp 700w, /admin/uploads/products/tin-1.webp 800w',
    );
  });

  it('a category (kept 600 wide) has only the 400 px version: none as wide as the image or wider', () => {
    expect(imageVariantWidths(600)).toEqual([400]);
    expect(imageVariantWidths(400)).toEqual([]);
  });

  it('a banner (kept 1600 wide) has 400, 700 and 800 px versions, so a phone at 412 px × 1.75 takes the 800 and not the 1600', () => {
    expect(imageVariantWidths(1600)).toEqual([400, 700, 800]);
    expect(imageSrcSet('/admin/uploads/banners/monsoon.webp', 1600)).toBe(
      '/admin/uploads/banners/monsoon-400.webp 400w, /admin/uploads/banners/monsoon-700.webp 700w, /admin/uploads/banners/monsoon-800.webp 800w, /admin/uploads/banners/monsoon.webp 1600w',
    );
  });

  it('names versions beside the file, and leaves a picture that is not an upload alone', () => {
    expect(imageVariant('/admin/uploads/banners/a.webp', 800)).toBe('/admin/uploads/banners/a-800.webp');
    expect(smallImage('/admin/uploads/pets/p.webp')).toBe('/admin/uploads/pets/p-400.webp');
    expect(smallImage('/images/offer-banner.png')).toBe('/images/offer-banner.png');
    expect(imageSrcSet('/images/offer-banner.png', 1600)).toBeUndefined();
  });
});
