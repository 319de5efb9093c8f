import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the date-based catalogue, the weekly calendar and the inline filters (fr and en, same keys). */
export const scheduleMessages = { en, fr } satisfies AreaMessages;
