import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { readableShade, textOn } from '../../core/site/index';
import { CartDrawer } from '../cart/CartDrawer';
import { useT } from '../i18n/react';
import { ToastProvider } from '../toasts/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { ShellMachines } from './machines';
import { TopBar } from './TopBar';
import { useWebsite } from './website';

/** A thin bar at the top of the page while a route loads (issue: "navigation progress indicator"). */
function NavigationProgress() {
  const { t } = useT();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
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

/**
 * The page shell of part 1 §2: skip link, top bar, header, mobile menu, the page, footer, cart drawer, all
 * inside the app-wide toast provider (part 2 §9), whose region renders once. The organiser's accent and
 * top-bar colours become CSS variables, so every component themes from them.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const website = useWebsite();
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--accent', website.theme.accent_color);
    root.style.setProperty('--on-accent', textOn(website.theme.accent_color));
    // Measured on the muted surface (#f5f6f8), the lightest background links sit on besides white.
    root.style.setProperty('--accent-strong', readableShade(website.theme.accent_color, '#eef0f3'));
    root.style.setProperty('--topbar-text', website.topbar.settings.text.color);
    root.style.setProperty('--topbar-background', website.topbar.settings.background.color);
  }, [website]);
  return (
    <ShellMachines>
      <ToastProvider>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <NavigationProgress />
        <TopBar />
        <Header />
        <MobileMenu />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <CartDrawer />
      </ToastProvider>
    </ShellMachines>
  );
}
