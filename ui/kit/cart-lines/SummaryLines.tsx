import type { ReactNode } from 'react';

/** One line of a checkout summary; a line with `shown: false` is left out. */
export interface SummaryLine {
  label: string;
  value: ReactNode;
  /** The line of the amount to pay, set apart. */
  total?: boolean;
  shown?: boolean;
}

/** A checkout card titled `title` listing amount lines (the checkout summary, the success page's totals). */
export function SummaryCard({ id, title, lines }: { id: string; title: string; lines: SummaryLine[] }) {
  return (
    <section className="checkout-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="checkout-lines">
        {lines
          .filter((line) => line.shown !== false)
          .map((line) => (
            <div key={line.label} className={line.total ? 'checkout-lines__total' : undefined}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
