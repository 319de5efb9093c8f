import { lazy, Suspense } from 'react';
import './search.css';

// The field and its suggestion list arrive in their own chunk, after the shell's first load; the server
// renders them in place (prerender waits for it), so the page shows the field from its first paint.
const SiteSearchField = lazy(() =>
  import('./SiteSearchField').then((module) => ({ default: module.SiteSearchField })),
);

/** The site search field of the header (desktop) or the mobile menu, with an empty box of its size meanwhile. */
export function HeaderSearch({
  variant,
  onNavigate,
}: {
  variant: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  return (
    <Suspense fallback={<div className={`site-search site-search--${variant} site-search--pending`} />}>
      <SiteSearchField variant={variant} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  );
}
