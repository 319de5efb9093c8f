import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../core/money';
import { authMessages } from '../auth/messages';
import { bookingMessages } from '../bookings/messages';
import { cartMessages } from '../cart/messages';
import { catalogMessages } from '../catalog/messages';
import { checkoutMessages } from '../checkout/messages';
import { requestMessages } from '../requests/messages';
import { shellMessages } from '../shell/messages';
import { siteMessages } from '../site/messages';
import { toastMessages } from '../toasts/messages';
import { type AreaMessages, mergeMessages } from './area';
import { en } from './locales/en';
import { fr } from './locales/fr';

export const LANGUAGES: readonly Locale[] = ['fr', 'en'];
// The account area's texts are not here: they arrive with its routes (ui/account/messages-bundle.ts), so
// the first load of the shop's pages does not carry them.
const AREAS = [
  shellMessages,
  siteMessages,
  catalogMessages,
  cartMessages,
  checkoutMessages,
  requestMessages,
  authMessages,
  bookingMessages,
  toastMessages,
];

/** The shared texts (forms, errors) plus every area's own file. */
export const resources = {
  fr: { translation: mergeMessages(fr, ...AREAS.map((area) => area.fr)) },
  en: { translation: mergeMessages(en, ...AREAS.map((area) => area.en)) },
} as const;

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

/** Adds an area's texts loaded later (with its routes) to an instance, both languages. */
export function addAreaMessages(instance: i18n, area: AreaMessages): void {
  for (const language of LANGUAGES) {
    if (!instance.hasResourceBundle(language, 'translation')) continue;
    instance.addResourceBundle(language, 'translation', area[language], true, false);
  }
}

/**
 * A lookup that answers undefined when a key has no text, as core's resolveErrorText expects. A key naming a
 * group of texts (a server code `CART` while `forms.errors.CART.EMPTY` exists) or an inherited property
 * (`__proto__`) has no text either, so the raw code shows instead of i18next's "returned an object" notice.
 */
export function lookup(instance: i18n): (key: string) => string | undefined {
  return (key) => {
    if (!instance.exists(key)) return undefined;
    const text: unknown = instance.t(key, { returnObjects: true });
    return typeof text === 'string' && text !== '' ? text : undefined;
  };
}
