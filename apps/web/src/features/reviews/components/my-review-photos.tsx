import { MAX_REVIEW_PHOTOS, smallImage, type Review } from '@canino/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { addReviewPhotos, removeReviewPhoto } from '../api/review-photos';

/**
 * The buyer's own review's photos: each with its Remove button, and "Add photos" while there is room.
 * Buttons are never disabled while a request runs (a disabled button drops the focus); a second press is
 * ignored instead. When the photos change, the focus goes to "Add photos", or to the last Remove once the
 * review is full, so it never falls to the page when the pressed button goes away.
 */
export function MyReviewPhotos({ productId, review }: { productId: number; review: Review }) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const busy = useRef(false);
  // The photo count a change started from: once the answer shows another, the focus moves.
  const focusAfter = useRef<number | null>(null);
  const [working, setWorking] = useState(false);
  const hintId = useId();
  const left = MAX_REVIEW_PHOTOS - review.photos.length;

  useLayoutEffect(() => {
    if (focusAfter.current === null || focusAfter.current === review.photos.length) return;
    focusAfter.current = null;
    const removes = list.current?.querySelectorAll('button');
    (addButton.current ?? removes?.[removes.length - 1])?.focus();
  });

  const act = async (work: () => Promise<string>) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    focusAfter.current = review.photos.length;
    try {
      notify.success(await work());
    } catch (err) {
      focusAfter.current = null;
      notify.error(errorMessage(err));
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    const chosen = [...files];
    if (input.current) input.current.value = '';
    await act(() => addReviewPhotos(productId, chosen));
  };

  return (
    <div className="my-review-photos" aria-busy={working || undefined}>
      <p className="field__label">Your photos</p>
      {review.photos.length > 0 && (
        <ul className="review-photos" ref={list}>
          {review.photos.map((url, i) => (
            <li key={url} className="my-review-photos__item">
              <img src={smallImage(url)} alt={`Your photo ${i + 1}`} width={88} height={88} className="review-photos__img" />
              <Button variant="ghost" size="sm" onClick={() => void act(() => removeReviewPhoto(productId, i))} aria-label={`Remove photo ${i + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {left > 0 ? (
        <>
          <Button ref={addButton} variant="secondary" size="sm" onClick={() => input.current?.click()} aria-describedby={hintId}>
            Add photos
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label="Photos for your review"
            onChange={(e) => void upload(e.target.files)}
          />
          <p className="field__hint" id={hintId}>
            Up to {left} more {left === 1 ? 'photo' : 'photos'} (JPEG, PNG or WebP, 5 MB each), shown with your review.
          </p>
        </>
      ) : (
        <p className="field__hint">Your review has {MAX_REVIEW_PHOTOS} photos, the most it takes.</p>
      )}
    </div>
  );
}
