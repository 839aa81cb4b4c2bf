import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ProductImage } from '../../../components/product-image';
import { useResetState } from '../../../lib/use-reset-state';
import './picture-zoom.css';

interface PictureZoomProps {
  open: boolean;
  images: readonly string[];
  name: string;
  /** The picture shown when it opens. */
  start: number;
  /** Closes it, on the picture last shown (the gallery follows). */
  onClose: (shown: number) => void;
}

/**
 * A product picture as large as the upload allows, in a dialog: tapped open from the gallery, with the
 * previous and next picture by button or arrow key, and closed by Escape, the close button or the
 * backdrop, the focus going back to the picture tapped (the dialog stays mounted once opened, so the
 * browser can give it back). Its own chunk: only a shopper who zooms loads it.
 */
export default function PictureZoom({ open, images, name, start, onClose }: PictureZoomProps) {
  // Each opening starts on the picture the gallery shows.
  const [shown, setShown] = useResetState(start, open);
  const count = images.length;
  const go = (step: number) => setShown((i) => (i + step + count) % count);
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (step === undefined || count < 2) return;
    e.preventDefault();
    go(step);
  };
  return (
    <Modal open={open} size="lg" onClose={() => onClose(shown)} title={count > 1 ? `${name}, picture ${shown + 1} of ${count}` : name}>
      <div className="picture-zoom" onKeyDown={onKey}>
        <ProductImage src={images[shown]!} alt="" width={800} height={800} sizes="(min-width: 54rem) 50rem, 100vw" priority />
        {count > 1 && (
          <div className="picture-zoom__steps">
            <Button variant="secondary" size="sm" onClick={() => go(-1)}>
              Previous picture
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(1)}>
              Next picture
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
