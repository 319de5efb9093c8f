import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../core/money';
import { en } from './locales/en';
import { fr } from './locales/fr';

export const LANGUAGES: readonly Locale[] = ['fr', 'en'];
export const resources = { fr: { translation: fr }, en: { translation: en } } as const;

/** A fresh i18next instance for one language; French is the organisers' default. */
export async function createI18n(language: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'fr',
    supportedLngs: [...LANGUAGES],
    resources,
    // Keys such as "forms.errors.CART.ITEM_EXPIRED" contain dots inside codes; look those up flat first.
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** A lookup that answers undefined when a key has no text, as core's errorToastText expects. */
export function lookup(instance: i18n): (key: string) => string | undefined {
  return (key) => (instance.exists(key) ? instance.t(key) : undefined);
}
