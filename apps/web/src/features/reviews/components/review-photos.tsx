import { smallImage } from '@canino/shared';

/**
 * A review's photos as small squares, each a link to the full picture. `label` names whose they are for a
 * screen reader ("Photo 2 from Priya R.").
 */
export function ReviewPhotoStrip({ photos, label }: { photos: readonly string[]; label: (index: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="review-photos" aria-label="Photos">
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="review-photos__link">
            <img src={smallImage(url)} alt={label(i)} width={88} height={88} loading="lazy" decoding="async" className="review-photos__img" />
          </a>
        </li>
      ))}
    </ul>
  );
}
