import { REVIEW_REPLY_MAX, type AdminReview } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { TextArea } from '../../../../components/field';
import { Stars } from '../../../../components/stars';
import { moderateReview, useAdminReviews } from '../api/reviews';
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
  const run = async (change: Parameters<typeof moderateReview>[1]) => {
    setBusy(true);
    await withToast(moderateReview(r.id, change));
    setBusy(false);
  };
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

/** Reviews from buyers: the owner hides what breaks the rules, shows it again, and replies. */
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
