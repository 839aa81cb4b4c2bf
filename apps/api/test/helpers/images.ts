import sharp from 'sharp';

/** Real pictures made on the spot, so uploads are checked against what a phone or camera sends. */
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 140, b: 60 } } });

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height).png().toBuffer();
}

/** A JPEG carrying EXIF text that must not survive the upload. */
export const EXIF_SECRET = 'Taken at 11.0168N 76.9558E by Asha';

export function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({ IFD0: { ImageDescription: EXIF_SECRET, Copyright: EXIF_SECRET } })
    .toBuffer();
}
