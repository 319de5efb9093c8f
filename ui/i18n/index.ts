export { addAreaMessages, createI18n, LANGUAGES, lookup } from './i18n';
export type { Messages } from './locales/en';
export { resources } from './resources';
