export { addAreaMessages, createI18n, LANGUAGES, lookup, resources } from './i18n';
export type { Messages } from './locales/en';
