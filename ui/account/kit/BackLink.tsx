import type { ReactNode } from 'react';
import { LocalLink } from '../../shell/LocalLink';

/** The link back to a list, above a detail. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <LocalLink className="account-back" href={href}>
      <span aria-hidden="true">← </span>
      {children}
    </LocalLink>
  );
}
