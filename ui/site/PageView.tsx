import { useBlocker, useRouter } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import type { WebsitePage } from '../../core/schemas/index';
import { useT } from '../i18n/react';
import { PageContent } from './PageContent';
import { PreviewContext, usePreview } from './preview';

/**
 * A website page as a route shows it. In preview mode the admin console's content replaces the page's,
 * the hovered element is outlined, and every navigation (links, and the router's own) is blocked.
 */
export function PageView({ page, preview }: { page: WebsitePage; preview: boolean }) {
  const { t } = useT();
  const state = usePreview(preview);
  useBlocker({
    shouldBlockFn: () => {
      window.alert(t('preview.navigationDisabled'));
      return true;
    },
    disabled: !preview,
    enableBeforeUnload: false,
  });
  return (
    <PreviewContext.Provider value={{ enabled: state.enabled, hovered: state.hovered }}>
      <PageContent
        title={page.title}
        description={page.description}
        content={state.content ?? page.content}
      />
    </PreviewContext.Provider>
  );
}

/** A page that could not be loaded (not a missing page: that one is the page-not-found screen). */
export function PageError() {
  const { t } = useT();
  const router = useRouter();
  return (
    <section className="page page--narrow site-page-error" aria-labelledby="site-page-error-title">
      <h1 id="site-page-error-title">{t('site.page.error.title')}</h1>
      <p>{t('site.page.error.text')}</p>
      <Button className="button button--primary" onPress={() => void router.invalidate()}>
        {t('site.page.error.retry')}
      </Button>
    </section>
  );
}
