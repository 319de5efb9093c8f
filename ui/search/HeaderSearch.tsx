import { lazy, Suspense, useEffect, useState } from 'react';
import './search.css';

// The field and its suggestion list arrive in their own chunk, after the shell's first load.
const SiteSearchField = lazy(() =>
  import('./SiteSearchField').then((module) => ({ default: module.SiteSearchField })),
);

/**
 * The site search field of the header or the mobile menu, an empty box of its size until its code is here.
 * The header's shows only at the shell's desktop width (part 2 §9: mobile at 600 px or less), known once
 * mounted (so the server and hydration render the same box): a phone never downloads it, its field is in
 * the mobile menu. A browser that cannot tell counts as desktop.
 */
export function HeaderSearch({
  variant,
  onNavigate,
}: {
  variant: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const [shown, setShown] = useState(variant === 'menu');
  useEffect(() => {
    if (variant === 'menu') return;
    const list = window.matchMedia?.('(min-width: 601px)');
    const update = () => setShown(!list || list.matches);
    update();
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, [variant]);
  const box = <div className={`site-search site-search--${variant} site-search--pending`} />;
  return shown ? (
    <Suspense fallback={box}>
      <SiteSearchField variant={variant} onNavigate={onNavigate} />
    </Suspense>
  ) : (
    box
  );
}
