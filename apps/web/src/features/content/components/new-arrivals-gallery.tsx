import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { filterNewArrivals, newArrivalTabs, type NewArrivalTab } from '../../../content/new-arrivals';
import { GalleryTabs, tabId } from './gallery-tabs';
import './new-arrivals.css';
import { useResetState } from '../../../lib/use-reset-state';

/** Photos shown at first and added by each Load More. */
const GALLERY_PAGE_SIZE = 6;
const PANEL_ID = 'new-arrivals-panel';

/**
 * The new-arrivals gallery: the spec's filter tabs and a Load More that adds six photos at a time
 * (in the original both did nothing). The chosen tab is the page's `tab` parameter, so it can be shared.
 */
export function NewArrivalsGallery({ tab, onTabChange }: { tab: NewArrivalTab; onTabChange: (tab: NewArrivalTab) => void }) {
  const [shown, setShown] = useResetState(GALLERY_PAGE_SIZE, tab);
  const firstNewRef = useRef<HTMLElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | undefined>();
  const items = filterNewArrivals(tab);
  const visible = items.slice(0, shown);

  // After Load More, focus moves to the first new photo, so keyboard and screen reader users continue there.
  useEffect(() => {
    if (focusIndex !== undefined) firstNewRef.current?.focus();
  }, [focusIndex]);

  const loadMore = () => {
    setFocusIndex(shown);
    setShown((n) => n + GALLERY_PAGE_SIZE);
  };

  return (
    <>
      <GalleryTabs tabs={newArrivalTabs} value={tab} onChange={onTabChange} panelId={PANEL_ID} label="Filter photos" />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="gallery-panel">
        <ul className="gallery-grid">
          {visible.map((item, i) => (
            <li key={item.id}>
              <figure className="gallery-item" ref={i === focusIndex ? firstNewRef : undefined} tabIndex={i === focusIndex ? -1 : undefined}>
                <img src={item.image} alt={item.title} width={item.width} height={item.height} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
                <figcaption className="gallery-item__caption">
                  <span className="gallery-item__category">{item.category}</span>
                  <span className="gallery-item__title">{item.title}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="gallery-more">
          <p className="gallery-more__count" aria-live="polite">
            Showing {visible.length} of {items.length} {items.length === 1 ? 'photo' : 'photos'}
          </p>
          {visible.length < items.length && (
            <Button variant="secondary" size="lg" onClick={loadMore}>
              Load More
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
