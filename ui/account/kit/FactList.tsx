import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Left out when false. */
  shown?: boolean;
}

/** Label and value pairs (a definition list) in the area's classes: the list's and each row's. */
export function FactList({
  facts,
  className,
  rowClassName,
}: {
  facts: readonly Fact[];
  className: string;
  rowClassName: string;
}) {
  return (
    <dl className={className}>
      {facts
        .filter((fact) => fact.shown !== false)
        .map((fact) => (
          <div key={fact.label} className={rowClassName}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
