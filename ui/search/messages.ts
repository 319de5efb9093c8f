import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the site search (header field, mobile menu field and the results page), fr and en. */
export const searchMessages = { en, fr } satisfies AreaMessages;
