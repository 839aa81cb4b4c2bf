import { useId, type ReactNode } from 'react';

/** One card of the account page: its title (which names the region), a line saying what it is for, then its content. */
export function AccountSection({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="form-card" aria-labelledby={id}>
      <h2 id={id} className="auth-card__title">
        {title}
      </h2>
      <p className="auth-card__lead">{lead}</p>
      {children}
    </section>
  );
}
