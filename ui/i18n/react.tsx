import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nProvider } from 'react-aria-components';
import { INTL_LOCALE, type Locale } from '../../core/money/index';

const I18nContext = createContext<i18n | null>(null);

/** The i18next instance for the tree, and React Aria's locale following its language (core `INTL_LOCALE`). */
export function TranslationProvider({ instance, children }: { instance: i18n; children: ReactNode }) {
  const language = instance.language === 'en' ? 'en' : 'fr';
  return (
    <I18nContext.Provider value={instance}>
      <I18nProvider locale={INTL_LOCALE[language]}>{children}</I18nProvider>
    </I18nContext.Provider>
  );
}

/** `t` and the current language; strings always come from the resource files. */
export function useT(): { t: TFunction; language: Locale; i18n: i18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useT outside <TranslationProvider>');
  return { t: instance.t.bind(instance), language: instance.language === 'en' ? 'en' : 'fr', i18n: instance };
}
