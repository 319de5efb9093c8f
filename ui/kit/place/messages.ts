import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the venue directions, share and print controls (issue 20 §4–6), shared by the shop and the account. */
export const placeMessages = { en, fr } satisfies AreaMessages;
