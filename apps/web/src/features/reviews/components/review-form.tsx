import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewInput, type Review } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextArea, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { saveReview } from '../api/write-review';

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** The buyer's review: stars (radio buttons), an optional title and the text; writes or edits. */
export default function ReviewForm({ productId, existing, onDone }: { productId: number; existing: Review | null; onDone: () => void }) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const parsed = reviewInput.safeParse({ rating: rating || undefined, title, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      notify.success(await saveReview(productId, { rating, title, body }, existing !== null));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      setFailure(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="review-form__title">
        {existing ? 'Edit your review' : 'Write a review'}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset className="star-input" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="field__label">
          Your rating<span aria-hidden="true"> *</span>
        </legend>
        <div className="star-input__row">
          {STAR_WORDS.map((word, i) => (
            <label key={word} className={i < rating ? 'star-input__star star-input__star--on' : 'star-input__star'}>
              <input type="radio" name="rating" value={i + 1} checked={rating === i + 1} onChange={() => setRating(i + 1)} className="visually-hidden" />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {i + 1} {i === 0 ? 'star' : 'stars'}, {word}
              </span>
            </label>
          ))}
          <span className="star-input__word" aria-hidden="true">
            {rating ? STAR_WORDS[rating - 1] : ''}
          </span>
        </div>
        {errors.rating && (
          <p className="field__error" id="review-rating-error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextInput label="Title (optional)" value={title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <TextArea
        label="Your review"
        required
        rows={5}
        value={body}
        maxLength={REVIEW_BODY_MAX}
        hint="What did your dog think? How did it help? Plain text only."
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
      />
      <div className="review-form__actions">
        <Button type="submit" loading={saving}>
          {existing ? 'Save changes' : 'Submit review'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
