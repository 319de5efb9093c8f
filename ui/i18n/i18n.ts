import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../core/money';
import type { AreaMessages } from './area';

export const LANGUAGES: readonly Locale[] = ['fr', 'en'];

/**
 * Each language's shop texts are their own chunk, so a page downloads only its language. The account area's
 * texts are not in them: they arrive with its routes (ui/account/messages-bundle.ts).
 */
const BUNDLES: Record<Locale, () => Promise<{ translation: Record<string, unknown> }>> = {
  fr: () => import('./bundle.fr'),
  en: () => import('./bundle.en'),
};

/**
 * A fresh i18next instance for one language, with that language's texts only (French and English have the
 * same keys: ui/i18n/i18n.test.ts). Works in the browser and in Node.
 */
export async function createI18n(language: Locale): Promise<i18n> {
  const { translation } = await BUNDLES[language]();
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'fr',
    supportedLngs: [...LANGUAGES],
    resources: { [language]: { translation } },
    // Keys such as "forms.errors.CART.ITEM_EXPIRED" contain dots inside codes; look those up flat first.
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Adds an area's texts loaded later (with its routes) to an instance, in the languages it holds. */
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
