import { en as auth } from '../auth/messages.en';
import { en as bookings } from '../bookings/messages.en';
import { en as checkout } from '../cart/checkout/messages.en';
import { en as cart } from '../cart/messages.en';
import { en as catalog } from '../catalogue/messages.en';
import { en as requests } from '../catalogue/requests/messages.en';
import { en as place } from '../kit/place/messages.en';
import { shellMessages } from '../shell/messages';
import { en as site } from '../site/messages.en';
import { en as toasts } from '../toasts/messages.en';
import { mergeMessages } from './area';
import { en as shared } from './locales/en';

/**
 * Every English text of the shop (shared forms and errors, then each area's), loaded by createI18n('en') alone:
 * a page never downloads the other language. The account area's texts arrive with its routes instead.
 */
export const translation = mergeMessages(
  shared,
  // ui/shell/ (another team's folder) keeps both languages in one file; split it like the others to save ~1 KB.
  shellMessages.en,
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
