import { REVIEW_REPLY_MAX, smallImage, type AdminReview } from '@canino/shared';
import type { ApiResult } from '../../../../lib/api-client';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { TextArea } from '../../../../components/field';
import { Stars } from '../../../../components/stars';
import { moderateReview, removeReviewPhoto, useAdminReviews } from '../api/reviews';
import { CardListPage } from '../../../components/card-list';
import { withToast } from '../../../components/run-action';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';

const TABS = [
  { value: '', label: 'All' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

function ReviewCard({ r }: { r: AdminReview }) {
  const [busy, setBusy] = useState(false);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(r.reply ?? '');
  const act = async (action: Promise<ApiResult<AdminReview>>) => {
    setBusy(true);
    await withToast(action);
    setBusy(false);
  };
  const run = (change: Parameters<typeof moderateReview>[1]) => act(moderateReview(r.id, change));
  const saveReply = async (e: FormEvent) => {
    e.preventDefault();
    await run({ reply: reply.trim() || null });
    setReplying(false);
  };
  return (
    <article className={`adm-card adm-message${r.hidden ? ' adm-message--handled' : ''}`} aria-labelledby={`review-${r.id}`}>
      <header className="adm-message__head">
        <div>
          <h2 id={`review-${r.id}`} className="adm-message__subject">
            <Stars rating={r.rating} /> {r.title || `${r.rating} out of 5`}
          </h2>
          <p className="adm-muted adm-small">
            {r.product_name} · {r.author}
            {r.city && `, ${r.city}`} ·{' '}
            {r.customer_email && (
              <>
                <a href={`mailto:${r.customer_email}`}>{r.customer_email}</a> ·{' '}
              </>
            )}
            {formatDateTime(r.created_at)}
            {r.edited_at && ' (edited)'} · {r.helpful} found helpful
          </p>
        </div>
        {r.hidden ? <span className="adm-badge">Hidden</span> : r.verified && <span className="adm-badge adm-badge--success">Verified purchase</span>}
      </header>
      <p className="adm-message__body">{r.body}</p>
      {r.photos.length > 0 && (
        <ul className="adm-review-photos" aria-label="Photos">
          {r.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img src={smallImage(url)} alt={`Photo ${i + 1} from ${r.author}`} width={96} height={96} />
              </a>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void act(removeReviewPhoto(r.id, i))} aria-label={`Remove photo ${i + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {r.reply && !replying && (
        <p className="adm-message__body">
          <strong>Your reply:</strong> {r.reply}
        </p>
      )}
      {replying && (
        <form onSubmit={(e) => void saveReply(e)}>
          <TextArea
            label="Reply shown under the review"
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            hint="Leave empty to remove your reply."
          />
          <div className="adm-message__actions">
            <Button size="sm" type="submit" loading={busy}>
              Save reply
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {!replying && (
        <div className="adm-message__actions">
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            {r.reply ? 'Edit reply' : 'Reply'}
          </Button>
          <Button size="sm" variant={r.hidden ? 'primary' : 'ghost'} loading={busy} onClick={() => void run({ hidden: !r.hidden })}>
            {r.hidden ? 'Show on the shop' : 'Hide from the shop'}
          </Button>
        </div>
      )}
    </article>
  );
}

/** Reviews from buyers: the owner hides what breaks the rules, shows it again, replies, and removes a photo that should not be shown. */
export function ReviewsPage() {
  const list = useListParams(['visibility'] as const);
  const query = useAdminReviews({ ...list.query, visibility: (list.values.visibility || 'all') as 'all' | 'visible' | 'hidden' });
  return (
    <CardListPage
      title="Reviews"
      tabs={TABS}
      filter="visibility"
      list={list}
      searchLabel="Search reviews"
      query={query}
      empty="No reviews here."
      itemKey={(r) => r.id}
      card={(r) => <ReviewCard r={r} />}
    />
  );
}
