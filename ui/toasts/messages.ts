import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the app-wide toast region (fr and en: the resources test checks both have the same keys). */
export const toastMessages = { en, fr } satisfies AreaMessages;
