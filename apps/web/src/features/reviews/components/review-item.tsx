import type { Review } from '@canino/shared';
import { useState } from 'react';
import { CheckIcon } from '../../../components/icons';
import { Stars } from '../../../components/stars';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { formatOrderDate } from '../../../lib/format-date';
import { markHelpful } from '../api/write-review';
import { ReviewPhotoStrip } from './review-photos';

/** One review: stars, title, who and when, "Verified purchase", the text and photos, the shop's reply and "Helpful". */
export function ReviewItem({ productId, review: r, canVote }: { productId: number; review: Review; canVote: boolean }) {
  const [busy, setBusy] = useState(false);
  const vote = async () => {
    setBusy(true);
    try {
      await markHelpful(productId, r.id, !r.helped);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="review" aria-labelledby={`review-${r.id}-title`}>
      <div className="review__head">
        <Stars rating={r.rating} />
        <h3 id={`review-${r.id}-title`} className="review__title">
          {r.title || `${r.rating} out of 5`}
        </h3>
      </div>
      <p className="review__meta">
        <span>
          {r.author}
          {r.city && `, ${r.city}`}
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={r.created_at}>{formatOrderDate(r.created_at)}</time>
        {r.edited_at && <span> (edited)</span>}
        {r.verified && (
          <span className="review__verified">
            <CheckIcon size={14} /> Verified purchase
          </span>
        )}
      </p>
      <p className="review__body">{r.body}</p>
      <ReviewPhotoStrip photos={r.photos} label={(i) => `Photo ${i + 1} from ${r.author}`} />
      {r.reply && (
        <div className="review__reply">
          <p className="review__reply-who">Reply from Canino</p>
          <p>{r.reply}</p>
        </div>
      )}
      <div className="review__foot">
        {canVote && !r.mine ? (
          <button type="button" className="review__helpful" aria-pressed={r.helped} disabled={busy} onClick={vote}>
            Helpful{r.helpful > 0 && ` (${r.helpful})`}
          </button>
        ) : (
          r.helpful > 0 && (
            <span className="review__helpful-count">
              {r.helpful} {r.helpful === 1 ? 'person' : 'people'} found this helpful
            </span>
          )
        )}
      </div>
    </article>
  );
}
