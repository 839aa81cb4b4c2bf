import { REVIEW_SORTS, type ReviewPage, type ReviewSort } from '@canino/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/button';
import { Select } from '../../../components/field';
import { Stars } from '../../../components/stars';
import { loginPath } from '../../../stores/session-store';
import { useReviews } from '../api/get-reviews';
import { MyReviewPhotos } from './my-review-photos';
import { ReviewItem } from './review-item';
import { ReviewPhotoStrip } from './review-photos';
import './reviews.css';

// Only a buyer who presses "Write a review" needs the form and its validation (zod, 24 KB gzip): loaded then.
const ReviewForm = lazy(() => import('./review-form'));

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

function Summary({ data }: { data: ReviewPage }) {
  const { average, count, stars } = data.summary;
  return (
    <div className="reviews__summary">
      {/* No average before the first review: a dash in the display face drew as a black bar beside five empty stars. */}
      {count > 0 && (
        <p className="reviews__average">
          <span className="reviews__average-number">{average.toFixed(1)}</span>
          <Stars rating={average} size="md" label={`Average rating ${average} out of 5`} />
        </p>
      )}
      <p className="reviews__count">{count ? `Based on ${count} ${count === 1 ? 'review' : 'reviews'}` : 'No reviews yet'}</p>
      {count > 0 && (
        <ul className="reviews__bars" aria-label="Ratings by stars">
          {[5, 4, 3, 2, 1].map((n) => {
            const of = stars[n - 1] ?? 0;
            return (
              <li key={n} className="reviews__bar">
                <span className="reviews__bar-label">{n} ★</span>
                <span className="reviews__bar-track" aria-hidden="true">
                  <span className="reviews__bar-fill" style={{ width: `${(of / count) * 100}%` }} />
                </span>
                <span className="reviews__bar-count">
                  {of}
                  <span className="visually-hidden">
                    {' '}
                    {of === 1 ? 'review' : 'reviews'} with {n} {n === 1 ? 'star' : 'stars'}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Every photo of this page's reviews together, as shoppers look for them before reading. */
function BuyersPhotos({ data }: { data: ReviewPage }) {
  const photos = data.reviews.flatMap((r) => r.photos.map((url) => ({ url, author: r.author })));
  if (photos.length === 0) return null;
  return (
    <div className="reviews__photos">
      <h3 className="reviews__photos-title">Photos from buyers</h3>
      <ReviewPhotoStrip photos={photos.map((p) => p.url)} label={(i) => `Photo from ${photos[i]!.author}`} />
    </div>
  );
}

/** What the customer may do here: log in, wait for delivery, write, or edit what they wrote. */
function Invitation({ data, onWrite }: { data: ReviewPage; onWrite: () => void }) {
  const location = useLocation();
  switch (data.eligibility) {
    case 'log_in':
      return (
        <p className="reviews__invite">
          Bought this? <Link to={loginPath(`${location.pathname}${location.search}#reviews`)}>Log in</Link> to review it.
        </p>
      );
    case 'not_delivered':
      return <p className="reviews__invite">You can review this product once your order of it has been delivered.</p>;
    case 'can_write':
      return <Button onClick={onWrite}>Write a review</Button>;
    case 'written':
      return (
        <Button variant="secondary" onClick={onWrite}>
          Edit your review
        </Button>
      );
  }
}

/** The product page's reviews: summary, the buyer's form, and the reviews sorted as chosen, a page at a time. */
export default function ReviewSection({ productId }: { productId: number }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const { data, error } = useReviews(productId, sort, page);

  return (
    <section id="reviews" className="section reviews" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading">Customer reviews</h2>
        {error && !data && <p role="alert">We could not load the reviews. Please try again later.</p>}
        {data && (
          <div className="reviews__layout">
            <div className="reviews__side">
              <Summary data={data} />
              <BuyersPhotos data={data} />
              {!writing && <Invitation data={data} onWrite={() => setWriting(true)} />}
              {!writing && data.mine && <MyReviewPhotos productId={productId} review={data.mine} />}
              {data.mine && data.eligibility === 'written' && !data.reviews.some((r) => r.id === data.mine!.id) && page === 1 && (
                <p className="reviews__invite">Your review is not shown to others at the moment.</p>
              )}
            </div>
            <div className="reviews__main">
              {writing && (
                <Suspense fallback={null}>
                  <ReviewForm productId={productId} existing={data.mine} onDone={() => setWriting(false)} />
                </Suspense>
              )}
              {data.summary.count > 0 && (
                <Select
                  label="Sort reviews"
                  className="reviews__sort"
                  options={REVIEW_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
                  value={sort}
                  onChange={(e) => {
                    setSort(e.target.value as ReviewSort);
                    setPage(1);
                  }}
                />
              )}
              <ul className="reviews__list">
                {data.reviews.map((r) => (
                  <li key={r.id}>
                    <ReviewItem productId={productId} review={r} canVote={data.eligibility !== 'log_in'} />
                  </li>
                ))}
              </ul>
              {data.pages > 1 && (
                <nav className="reviews__pages" aria-label="Review pages">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous page
                  </Button>
                  <span>
                    Page {page} of {data.pages}
                  </span>
                  <Button variant="secondary" size="sm" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                    Next page
                  </Button>
                </nav>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
