import type { AreaMessages } from '../../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/** Texts of the blog, the bundle, membership and voucher pages, and /cart/add (fr and en, same keys). */
export const productMessages = { en, fr } satisfies AreaMessages;
