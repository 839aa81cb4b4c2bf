import { FIRST_IMAGE_SIZES } from '@canino/shared';
import { lazy, Suspense, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { useAfterFirstPaint } from '../../../components/use-after-paint';
import { useResetState } from '../../../lib/use-reset-state';
import './product-gallery.css';

const PictureZoom = lazy(() => import('./picture-zoom'));

/**
 * The product's pictures: a large one and a row of thumbnails choosing it. `picture`, the chosen size's
 * own picture (one of the gallery's, or put before them), is the one shown first, and again whenever
 * another size is chosen. Tapping the large one zooms into it.
 */
export function ProductGallery({ images: gallery, name, picture }: { images: readonly string[]; name: string; picture?: string }) {
  const images = picture && !gallery.includes(picture) ? [picture, ...gallery] : gallery;
  const [current, setCurrent] = useResetState(Math.max(0, picture ? images.indexOf(picture) : 0), picture);
  // Thumbnails load after the first paint, so the large picture has the connection to itself; their
  // buttons hold the place meanwhile.
  const thumbsShown = useAfterFirstPaint();
  // Mounted at the first zoom and kept, so closing gives the focus back to the picture.
  const [zoom, setZoom] = useState({ mounted: false, open: false });
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  const alt = images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : name;
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" aria-label={`Zoom into ${alt}`} onClick={() => setZoom({ mounted: true, open: true })}>
        <ProductImage src={shown} alt={alt} width={800} height={800} sizes={FIRST_IMAGE_SIZES.productGallery} priority />
      </button>
      {zoom.mounted && (
        <Suspense fallback={null}>
          <PictureZoom
            open={zoom.open}
            images={images}
            name={name}
            start={current}
            onClose={(last) => {
              setZoom({ mounted: true, open: false });
              setCurrent(last);
            }}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="More pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setCurrent(i)}
              >
                {thumbsShown && <ProductImage src={src} alt="" width={88} height={88} sizes="88px" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
