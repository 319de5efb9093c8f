import { useNavigate, useRouter } from '@tanstack/react-router';
import { afterAuthPath, splitHref, withoutLanguage } from '../../core/site/index';
import { useT } from '../i18n/react';

/**
 * After signing in, registering or unsubscribing: the root loader reads the session again, then the visitor
 * goes to the `redirect` query parameter when it is a same-site path (core `afterAuthPath`), else home.
 * The router's basepath carries the language, so a redirect that already starts with it loses it here.
 */
export function useGoAfterAuth(): (
  redirect: string | undefined,
  options?: { invalidate?: boolean },
) => Promise<void> {
  const router = useRouter();
  const navigate = useNavigate();
  const { language } = useT();
  return async (redirect, options) => {
    if (options?.invalidate !== false) await router.invalidate();
    const { pathname, search } = splitHref(afterAuthPath(redirect));
    await navigate({
      to: withoutLanguage(pathname, language) || '/',
      // The router's own parser, so "?step=2" reads as the target page would read it from the address bar.
      search: router.options.parseSearch(search ? `?${search}` : ''),
    });
  };
}
