import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the site screens (fr and en: the resources test checks both have the same keys). */
export const siteMessages = { en, fr } satisfies AreaMessages;
