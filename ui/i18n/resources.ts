import { translation as en } from './bundle.en';
import { translation as fr } from './bundle.fr';

/** Both languages' shop texts at once, for tests and checks (a page loads only its own: createI18n). */
export const resources = {
  fr: { translation: fr },
  en: { translation: en },
} as const;
