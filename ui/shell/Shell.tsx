import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useMinimumDisplay } from '../app/minimum-display';
import { useT } from '../i18n/react';
import { ToastProvider } from '../toasts/Toasts';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer';
import { focusMainHeading, useAnnouncerHygiene } from './focus';
import { Header } from './Header';
import { ShellMachine, ShellMachines } from './machines';
import { TopBar } from './TopBar';
import { themeVariables } from './theme';
import { useWebsite } from './website';

/** A thin bar at the top of the page while a route loads (issue: "navigation progress indicator"). */
function NavigationProgress() {
  const { t } = useT();
  // "loader minimum display 350 ms" (part 2 §9): a fast route does not make the bar flash.
  const loading = useMinimumDisplay(useRouterState({ select: (state) => state.status === 'pending' }));
  return (
    <div
      className="navigation-progress"
      data-active={loading}
      role="progressbar"
      aria-hidden={!loading}
      aria-label={t('forms.states.loading')}
    />
  );
}

// The mobile menu and the cart drawer are closed on the first paint (they render nothing, on the server as
// in the browser): their code, and the modal overlay's, arrives with their first opening.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));
const CartDrawer = lazy(() =>
  import('../cart/CartDrawer').then((module) => ({ default: module.CartDrawer })),
);

/** Renders `children` from the first time `isOpen` is true on (so closing still animates and restores focus). */
function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function LazyOverlays() {
  const menuOpen = ShellMachine.useSelector((state) => state.context.mobileMenuOpen);
  const cartOpen = ShellMachine.useSelector((state) => state.context.cartOpen);
  return (
    <>
      <OnceOpened isOpen={menuOpen}>
        <MobileMenu />
      </OnceOpened>
      <OnceOpened isOpen={cartOpen}>
        <CartDrawer />
      </OnceOpened>
    </>
  );
}

/**
 * After a client navigation to another path (not the first load, not a change of query string only, as
 * filters and pagination make), focus moves to the new page's main heading, which a screen reader then
 * reads (issue 18 §20); it no longer falls to `<body>` with the link that was clicked.
 */
function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      cancel?.();
      cancel = focusMainHeading();
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [router]);
}

/**
 * The sticky header's height as `--site-header-height` on the root, so the skip link's target and focused
 * headings scroll below the header rather than under it (issue 18 §20, shell.css `scroll-padding-top`).
 */
function useStickyHeaderHeight() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--site-header-height', `${header.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}

/**
 * The page shell of part 1 §2: skip link, top bar, header, mobile menu, the page, footer, cart drawer, all
 * inside the app-wide toast provider (part 2 §9), whose region renders once. The organiser's accent and
 * top-bar colours become CSS variables, so every component themes from them.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const website = useWebsite();
  useFocusOnNavigation();
  useStickyHeaderHeight();
  useAnnouncerHygiene();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(website))) root.style.setProperty(name, value);
  }, [website]);
  return (
    <ShellMachines>
      <ToastProvider>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <DocumentHead />
        <NavigationProgress />
        <TopBar />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <LazyOverlays />
      </ToastProvider>
    </ShellMachines>
  );
}
