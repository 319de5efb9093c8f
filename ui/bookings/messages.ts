import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the resource schedules and the resource booking page (fr and en, same keys). */
export const bookingMessages = { en, fr } satisfies AreaMessages;
