import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A status badge; the tone only colours it, the text always says what it means. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className="account-badge" data-tone={tone}>
      {children}
    </span>
  );
}

/** A row of badges; renders nothing when there are none. */
export function Badges({ children }: { children: ReactNode[] }) {
  const shown = children.filter(Boolean);
  if (shown.length === 0) return null;
  return <div className="account-badges">{shown}</div>;
}
