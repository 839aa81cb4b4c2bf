/**
 * Draws the storefront's static images with SVG + sharp (no downloads):
 *   testimonials/1..8.webp, gallery/1..12.webp, offer-banner.webp, favicon.png
 * Usage: npx tsx apps/web/scripts/render-static-images.ts <outDir>
 * Idempotent: files are (re)written in place. Generated files are not committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { newArrivals } from '../src/content/new-arrivals.js';
import { testimonials } from '../src/content/testimonials.js';
import { galleryScene } from './static-images/gallery.js';
import { avatarSvg, logoMarkSvg, offerBannerSvg } from './static-images/extras.js';

async function webp(svg: string, file: string, quality = 85): Promise<void> {
  await writeFile(file, await sharp(Buffer.from(svg)).webp({ quality, effort: 4 }).toBuffer());
}

/** Path of an image URL such as '/images/gallery/3.webp' relative to the images folder. */
function relative(url: string, fallback: string): string {
  const m = /^\/images\/(.+)$/.exec(url);
  return m?.[1] ?? fallback;
}

export async function renderStaticImages(outDir: string): Promise<string[]> {
  await Promise.all(['testimonials', 'gallery'].map((d) => mkdir(path.join(outDir, d), { recursive: true })));
  const written: string[] = [];
  const jobs: Promise<void>[] = [];
  const add = (rel: string, job: (file: string) => Promise<void>): void => {
    const file = path.join(outDir, rel);
    written.push(rel);
    jobs.push(job(file));
  };

  testimonials.forEach((t, i) => add(relative(t.image, `testimonials/${i + 1}.webp`), (f) => webp(avatarSvg(i), f, 88)));

  const seen = new Map<string, number>();
  for (const item of newArrivals) {
    const n = seen.get(item.category) ?? 0;
    seen.set(item.category, n + 1);
    add(relative(item.image, `gallery/${item.id}.webp`), (f) => webp(galleryScene(item.category, n), f));
  }

  add('offer-banner.webp', (f) => webp(offerBannerSvg(), f, 88));
  add('favicon.png', async (f) =>
    writeFile(
      f,
      await sharp(Buffer.from(logoMarkSvg(64)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    ),
  );

  await Promise.all(jobs);
  return written;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: tsx apps/web/scripts/render-static-images.ts <outDir>');
    process.exit(1);
  }
  const started = Date.now();
  const files = await renderStaticImages(path.resolve(outDir));
  console.log(`wrote ${files.length} static images to ${outDir} in ${Date.now() - started} ms`);
}
