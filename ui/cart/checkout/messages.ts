import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the checkout screens (fr and en: the resources test checks both have the same keys). */
export const checkoutMessages = { en, fr } satisfies AreaMessages;
