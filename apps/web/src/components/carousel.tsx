import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { breakpointValue, useBreakpointValue, useReducedMotion } from './use-media';
import './carousel.css';

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. 'Trending products'. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Slides per view by min-width, as the spec's carousel constants give them. */
  breakpoints: Readonly<Record<number, number>>;
  /** Space between slides in px. */
  gap?: number;
  /** Advance every N ms; paused on hover and focus, when the tab is hidden and for reduced motion. */
  autoplayMs?: number;
  /** After the last slide, start again (and before the first, go to the last). */
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
}

/**
 * The widths carousel.css changes the slides per view at (the spec's carousels break at these). The
 * layout is CSS's, so the server's HTML, which knows no viewport, and a browser without scripts show as
 * many slides as the script does; the script's own count drives the arrows and dots.
 */
const CSS_BREAKPOINTS = [768, 1024, 1280] as const;

/**
 * A light carousel on CSS scroll-snap: swipe and scroll work natively, arrows and dots move one slide,
 * autoplay follows the spec's constants. Every slide stays in the DOM, so links in it are reachable.
 */
export function Carousel<T>({ label, items, getKey, renderItem, breakpoints, gap = 20, autoplayMs, loop = false, arrows = true, dots = false }: CarouselProps<T>) {
  const trackRef = useRef<HTMLUListElement>(null);
  const perView = useBreakpointValue(breakpoints);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const onScreen = useOnScreen(trackRef);
  const maxIndex = Math.max(items.length - perView, 0);
  const canMove = maxIndex > 0;

  const step = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    return first ? first.offsetWidth + gap : 0;
  }, [gap]);

  const goTo = (i: number) => {
    trackRef.current?.scrollTo({ left: i * step(), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const next = () => {
    if (index < maxIndex) goTo(index + 1);
    else if (loop) goTo(0);
  };
  // The autoplay timer calls the latest `next` without restarting on every slide change.
  const nextRef = useRef(next);
  useLayoutEffect(() => {
    nextRef.current = next;
  });

  const prev = () => {
    if (index > 0) goTo(index - 1);
    else if (loop) goTo(maxIndex);
  };

  // The current slide follows the scroll position, however the customer scrolled.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const s = step();
        if (s > 0) setIndex(Math.min(Math.round(track.scrollLeft / s), maxIndex));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [maxIndex, step]);

  const autoplay = Boolean(autoplayMs) && canMove && !reducedMotion;
  // A carousel off the screen stands still: nobody sees it move, and each slide costs a phone a render.
  const running = autoplay && onScreen && !stopped && !hovered && !focused;
  const atEnd = index >= maxIndex && !loop;

  useEffect(() => {
    if (!running || atEnd || !autoplayMs) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) nextRef.current();
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [running, atEnd, autoplayMs]);

  const style = {
    '--gap': `${gap}px`,
    '--per-view-base': breakpointValue(breakpoints, 0),
    ...Object.fromEntries(CSS_BREAKPOINTS.map((w) => [`--per-view-${w}`, breakpointValue(breakpoints, w)])),
  } as CSSProperties;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {canMove && (arrows || autoplay) && (
        <div className="carousel__controls">
          {autoplay && (
            <button type="button" className="carousel__btn" onClick={() => setStopped((s) => !s)} aria-label={stopped ? `Play ${label}` : `Pause ${label}`}>
              {stopped ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </button>
          )}
          {arrows && (
            <>
              <button type="button" className="carousel__btn" onClick={prev} disabled={!loop && index === 0} aria-label="Previous slide">
                <ChevronLeftIcon />
              </button>
              <button type="button" className="carousel__btn" onClick={next} disabled={!loop && index >= maxIndex} aria-label="Next slide">
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
      )}
      {/* Focusable so keyboard users can scroll it with the arrow keys even when slides hold no links. */}
      <ul ref={trackRef} className="carousel__track" style={style} aria-live={running ? 'off' : 'polite'} aria-label={`${label}: slides`} tabIndex={0}>
        {items.map((item, i) => (
          <li key={getKey(item)} className="carousel__slide" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {dots && canMove && (
        <div className="carousel__dots">
          {Array.from({ length: maxIndex + 1 }, (_, i) => (
            <button key={i} type="button" className="carousel__dot" aria-label={`Show slide ${i + 1}`} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Whether any of the element is on the screen; true where the browser cannot tell. */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setOnScreen(true);
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
