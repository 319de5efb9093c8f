import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useMinimumDisplay } from '../app/minimum-display';
import { useT } from '../i18n/react';

/**
 * What the storefront shows when the shop itself cannot be loaded (the website or session call failed
 * after the API client's retries): a message and a "Try again" that reloads it, instead of a blank page.
 */
export function ShellLoadError() {
  const { t } = useT();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  // Part 2 §9 loader minimum display: once shown the retrying state stays 350 ms.
  const showRetrying = useMinimumDisplay(retrying);
  const retry = () => {
    setRetrying(true);
    void router.invalidate().finally(() => setRetrying(false));
  };
  return (
    <main id="main" className="page page--narrow">
      <section role="alert" aria-labelledby="shell-error-title">
        <h1 id="shell-error-title">{t('pages.unavailable.title')}</h1>
        <p>{t('pages.unavailable.text')}</p>
        <Button className="button button--primary" onPress={retry} isPending={showRetrying}>
          {showRetrying ? t('pages.unavailable.retrying') : t('pages.unavailable.retry')}
        </Button>
      </section>
    </main>
  );
}
