import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { titledHead } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';
import { useWebsite } from '../shell/website';
import { registerSettingsOf } from './register-settings';
import { loadUnsubscribeTexts } from './unsubscribe-texts';

const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
const PasswordPage = lazyPage(() => import('./PasswordPage'), 'PasswordPage');
const UnsubscribePage = lazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage');

/** An optional text query parameter: anything that is not a non-empty string is dropped, never thrown. */
const optionalText = z.string().min(1).optional().catch(undefined);

const redirectSearch = z.object({ redirect: optionalText });
const passwordSearch = z.object({ token: optionalText });
const unsubscribeSearch = z.object({ token: optionalText, redirect: optionalText });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/login',
  head: titledHead('auth.head.login', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => redirectSearch.parse(search),
  component: withPages(function LoginRoute() {
    const { redirect } = loginRoute.useSearch();
    return <LoginPage redirect={redirect} />;
  }, LoginPage),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/register',
  head: titledHead('auth.head.register', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => redirectSearch.parse(search),
  component: withPages(function RegisterRoute() {
    const { redirect } = registerRoute.useSearch();
    const website = useWebsite();
    return <RegisterPage redirect={redirect} settings={registerSettingsOf(website)} />;
  }, RegisterPage),
});

const passwordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/password',
  head: titledHead('auth.head.password', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => passwordSearch.parse(search),
  component: withPages(function PasswordRoute() {
    const { token } = passwordRoute.useSearch();
    return <PasswordPage token={token} />;
  }, PasswordPage),
});

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletters/unsubscribe',
  head: titledHead('auth.head.unsubscribe', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => unsubscribeSearch.parse(search),
  loader: ({ context }) => loadUnsubscribeTexts(context.api),
  component: withPages(function UnsubscribeRoute() {
    const { token, redirect } = unsubscribeRoute.useSearch();
    const texts = unsubscribeRoute.useLoaderData();
    return <UnsubscribePage token={token} redirect={redirect} texts={texts} />;
  }, UnsubscribePage),
});

export const authRoutes = [loginRoute, registerRoute, passwordRoute, unsubscribeRoute] as const;
