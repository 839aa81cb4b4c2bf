import type { Section } from '../../../content/types';
import './prose.css';

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A policy's sections as a readable document, with an 'On this page' list of links to each section
 * (a sticky column on wide screens) for the long ones.
 */
export function PolicyDocument({ sections, intro }: { sections: Section[]; intro?: string }) {
  const withToc = sections.length > 4;
  return (
    <div className={withToc ? 'policy policy--toc' : 'policy'}>
      {withToc && (
        <nav className="policy__toc" aria-labelledby="policy-toc-title">
          <h2 id="policy-toc-title" className="policy__toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${slug(s.heading)}`}>{s.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <article className="prose policy__body">
        {intro && <p className="prose__intro">{intro}</p>}
        {sections.map((s) => (
          <section key={s.heading} aria-labelledby={slug(s.heading)}>
            <h2 id={slug(s.heading)}>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.bullets && (
              <ul>
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
