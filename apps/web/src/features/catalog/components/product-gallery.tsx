import { useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import './product-gallery.css';

/** The product's pictures: a large one and a row of thumbnails choosing it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage
          src={shown}
          alt={images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : name}
          width={800}
          height={800}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
        />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="More pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className="gallery__thumb" aria-label={`Show picture ${i + 1} of ${images.length}`} aria-current={i === current ? 'true' : undefined} onClick={() => setCurrent(i)}>
                <ProductImage src={src} alt="" width={88} height={88} sizes="88px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
