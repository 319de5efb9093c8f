import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the registration request launcher and page (fr and en under the same keys). */
export const requestMessages = { en, fr } satisfies AreaMessages;
