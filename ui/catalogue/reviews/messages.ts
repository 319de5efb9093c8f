import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** The reviews section's texts, added with its code (withAreaMessages), not with the shop's first load. */
export const reviewMessages = { en, fr } satisfies AreaMessages;
