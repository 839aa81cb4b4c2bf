import { useEffect, useId, useState } from 'react';
import { MAX_GALLERY_IMAGES, type GalleryImage } from '@canino/shared';
import { addProductImages, removeProductImage, reorderProductImages } from '../api/products';
import { AdminIcon } from '../../../components/admin-icons';
import { IMAGE_TYPES, imageProblem } from '../../../components/image-input';
import { withToast } from '../../../components/run-action';
import { useResetState } from '../../../../lib/use-reset-state';

/** Files the owner picked, checked as the server will check them; the first problem is reported. */
function pickImages(list: FileList | null): { files: File[]; problem?: string } {
  const files = [...(list ?? [])];
  const problem = files.map(imageProblem).find(Boolean);
  return { files: problem ? [] : files, problem };
}

function AddImagesButton({ onFiles, disabled, label }: { onFiles: (files: File[]) => void; disabled?: boolean; label: string }) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  return (
    <div className="adm-gallery__add">
      <input
        id={id}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden"
        disabled={disabled}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          const { files, problem: bad } = pickImages(e.target.files);
          e.target.value = '';
          setProblem(bad);
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={id} className="btn btn--secondary btn--sm" aria-disabled={disabled || undefined}>
        <AdminIcon name="upload" size={16} /> {label}
      </label>
      {problem && (
        <p className="field__error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}

interface Tile {
  key: string | number;
  src: string;
  alt: string;
}

function Tiles({ tiles, onMove, onRemove, busy }: { tiles: Tile[]; onMove: (from: number, to: number) => void; onRemove: (index: number) => void; busy: boolean }) {
  return (
    <ol className="adm-gallery__grid">
      {tiles.map((t, i) => (
        <li key={t.key} className="adm-gallery__tile">
          <img src={t.src} alt={t.alt} />
          {i === 0 && <span className="adm-gallery__main">Main image</span>}
          <div className="adm-gallery__tools">
            <button type="button" className="icon-btn" disabled={busy || i === 0} onClick={() => onMove(i, 0)} aria-label={`Make image ${i + 1} the main image`} title="Make main">
              <AdminIcon name="star" size={16} />
            </button>
            <button type="button" className="icon-btn" disabled={busy || i === 0} onClick={() => onMove(i, i - 1)} aria-label={`Move image ${i + 1} earlier`} title="Move earlier">
              <AdminIcon name="left" size={16} />
            </button>
            <button
              type="button"
              className="icon-btn"
              disabled={busy || i === tiles.length - 1}
              onClick={() => onMove(i, i + 1)}
              aria-label={`Move image ${i + 1} later`}
              title="Move later"
            >
              <AdminIcon name="right" size={16} />
            </button>
            <button type="button" className="icon-btn adm-danger-icon" disabled={busy} onClick={() => onRemove(i)} aria-label={`Remove image ${i + 1}`} title="Remove">
              <AdminIcon name="trash" size={16} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** A saved product's gallery: upload several images, reorder them (the first is the main image), remove. */
export function GalleryEditor({ productId, name, initial }: { productId: number; name: string; initial: GalleryImage[] }) {
  const [images, setImages] = useResetState(initial);
  const [busy, setBusy] = useState(false);

  const run = async (work: Promise<{ message: string; data: GalleryImage[] }>) => {
    setBusy(true);
    const res = await withToast(work);
    if (res) setImages(res.data);
    setBusy(false);
  };
  const full = images.length >= MAX_GALLERY_IMAGES;

  return (
    <div className="adm-gallery">
      {images.length === 0 ? (
        <p className="adm-muted">No images yet. The first image you add is shown on product cards.</p>
      ) : (
        <Tiles
          tiles={images.map((g, i) => ({ key: g.id, src: g.image, alt: `${name}, image ${i + 1}` }))}
          busy={busy}
          onMove={(from, to) =>
            void run(
              reorderProductImages(
                productId,
                move(images, from, to).map((g) => g.id),
              ),
            )
          }
          onRemove={(i) => void run(removeProductImage(productId, images[i]!.id))}
        />
      )}
      <AddImagesButton
        label={full ? `Gallery full (${MAX_GALLERY_IMAGES} images)` : 'Add images'}
        disabled={busy || full}
        onFiles={(files) => void run(addProductImages(productId, files))}
      />
    </div>
  );
}

/** A new product's images, chosen before it is saved and uploaded right after; same controls, held in the page. */
export function PendingGallery({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  // The effect owns the object URLs and must revoke them; values computed in render could not.
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return (
    <div className="adm-gallery">
      {files.length === 0 ? (
        <p className="adm-muted">Choose one or more images; the first is the main image. They are uploaded when you save.</p>
      ) : (
        <Tiles
          tiles={files.map((f, i) => ({ key: `${f.name}-${i}`, src: urls[i] ?? '', alt: `Chosen image ${i + 1}: ${f.name}` }))}
          busy={false}
          onMove={(from, to) => onChange(move(files, from, to))}
          onRemove={(i) => onChange(files.filter((_, j) => j !== i))}
        />
      )}
      <AddImagesButton label="Add images" disabled={files.length >= MAX_GALLERY_IMAGES} onFiles={(more) => onChange([...files, ...more].slice(0, MAX_GALLERY_IMAGES))} />
    </div>
  );
}
