import { lazy, Suspense, useEffect, useState } from 'react';
import './search.css';

// The field and its suggestion list arrive in their own chunk, after the shell's first load.
const SiteSearchField = lazy(() =>
  import('./SiteSearchField').then((module) => ({ default: module.SiteSearchField })),
);

/** The shell's desktop width (part 2 §9: mobile at 600 px or less), where the header shows the field. */
const DESKTOP_QUERY = '(min-width: 601px)';

/**
 * Whether the page is at the desktop width, known once mounted (false on the server and while hydrating,
 * so both render the same): a phone never downloads the header's field, whose place is in the mobile menu.
 * A browser that cannot tell counts as desktop.
 */
function useDesktopOnceMounted(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setDesktop(true);
      return;
    }
    const list = window.matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return desktop;
}

const placeholder = (variant: 'header' | 'menu') => (
  <div className={`site-search site-search--${variant} site-search--pending`} />
);

/** The site search field of the header (desktop) or the mobile menu, with an empty box of its size meanwhile. */
export function HeaderSearch({
  variant,
  onNavigate,
}: {
  variant: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const desktop = useDesktopOnceMounted();
  if (variant === 'header' && !desktop) return placeholder(variant);
  return (
    <Suspense fallback={placeholder(variant)}>
      <SiteSearchField variant={variant} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  );
}
