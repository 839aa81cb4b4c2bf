import { useId, type ReactNode } from 'react';

/**
 * A titled card of a detail page or the dashboard; the title also names the section for screen
 * readers. `aside` sits beside the title: a count or a link to the full list.
 */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = (
    <h2 id={id} className="adm-section__title">
      {title}
    </h2>
  );
  return (
    <section className="adm-card adm-section" aria-labelledby={id}>
      {aside ? (
        <div className="adm-section__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
