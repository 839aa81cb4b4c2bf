import { TESTIMONIAL_CAROUSEL } from '@canino/shared';
import { Carousel } from '../../../components/carousel';
import { StarIcon } from '../../../components/icons';
import { testimonials, type Testimonial } from '../../../content/testimonials';
import './testimonial-carousel.css';

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="testimonial">
      <div className="testimonial__stars" role="img" aria-label={`Rated ${t.stars} out of 5`}>
        {Array.from({ length: t.stars }, (_, i) => (
          <StarIcon key={i} size={18} />
        ))}
      </div>
      <blockquote className="testimonial__quote">
        {t.review.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </blockquote>
      <figcaption className="testimonial__who">
        <img src={t.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span>
          <strong>{t.name}</strong>
          <span className="testimonial__place">{t.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** 'Customers Think About Us': the eight fixed reviews, 1/2/3 per view, looping, arrows and dots. */
export function TestimonialCarousel() {
  return (
    <Carousel
      label="Customer reviews"
      items={testimonials}
      getKey={(t) => t.name}
      renderItem={(t) => <TestimonialCard t={t} />}
      breakpoints={TESTIMONIAL_CAROUSEL.breakpoints}
      gap={20}
      autoplayMs={TESTIMONIAL_CAROUSEL.autoplayMs}
      loop={TESTIMONIAL_CAROUSEL.loop}
      dots
    />
  );
}
