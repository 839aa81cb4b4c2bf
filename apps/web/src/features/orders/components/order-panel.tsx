import { useId, type ReactNode } from 'react';

/** One titled box of the order page; the title also names the section for screen readers. */
export function OrderPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="order-panel" aria-labelledby={id}>
      <h2 id={id} className="order-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
