import { fr as auth } from '../auth/messages.fr';
import { fr as bookings } from '../bookings/messages.fr';
import { fr as checkout } from '../cart/checkout/messages.fr';
import { fr as cart } from '../cart/messages.fr';
import { fr as catalog } from '../catalogue/messages.fr';
import { fr as requests } from '../catalogue/requests/messages.fr';
import { fr as place } from '../kit/place/messages.fr';
import { shellMessages } from '../shell/messages';
import { fr as site } from '../site/messages.fr';
import { fr as toasts } from '../toasts/messages.fr';
import { mergeMessages } from './area';
import { fr as shared } from './locales/fr';

/**
 * Every French text of the shop (shared forms and errors, then each area's), loaded by createI18n('fr') alone:
 * a page never downloads the other language. The account area's texts arrive with its routes instead.
 */
export const translation = mergeMessages(
  shared,
  // ui/shell/ (another team's folder) keeps both languages in one file; split it like the others to save ~1 KB.
  shellMessages.fr,
  site,
  catalog,
  cart,
  checkout,
  requests,
  auth,
  bookings,
  toasts,
  place,
);
