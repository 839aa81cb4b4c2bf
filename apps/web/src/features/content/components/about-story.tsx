import { ButtonLink } from '../../../components/button';
import { CheckIcon } from '../../../components/icons';
import { aboutSections, aboutTagline, milestones } from '../../../content/about';
import './about.css';
import './prose.css';

/**
 * The brand story: how it started, the milestones (2012, 2016, today), the rest of the story, and an
 * invitation to shop or write. The texts live in content/about.ts.
 */
export function AboutStory() {
  const [first, ...rest] = aboutSections;
  return (
    <>
      <section className="about-intro" aria-labelledby="about-intro-title">
        <div className="about-intro__text">
          <p className="about-eyebrow">Our story</p>
          <h2 id="about-intro-title" className="about-intro__title">
            {aboutTagline}
          </h2>
          {first && (
            <>
              <h3 className="about-intro__sub">{first.heading}</h3>
              {first.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </>
          )}
        </div>
        <figure className="about-intro__figure">
          <img src="/images/gallery/2.webp" alt="A dog on a morning walk in the park" width={800} height={600} />
        </figure>
      </section>

      <section className="about-milestones" aria-labelledby="about-milestones-title">
        <h2 id="about-milestones-title">Our journey</h2>
        <ol className="milestones">
          {milestones.map((m) => (
            <li key={m.year} className="milestone">
              <span className="milestone__year">{m.year}</span>
              <p className="milestone__text">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="about-body prose">
        {rest.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.bullets && (
              <ul className="about-values">
                {s.bullets.map((b) => (
                  <li key={b}>
                    <CheckIcon size={18} />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      <section className="about-cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">Find the right care for your dog</h2>
        <p>Browse our supplements and care products, or ask us which one suits your dog.</p>
        <div className="about-cta__actions">
          <ButtonLink to="/products" variant="accent" size="lg">
            Shop products
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg" className="about-cta__secondary">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
