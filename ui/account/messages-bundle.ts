import type { i18n } from 'i18next';
import { mergeMessages } from '../i18n/area';
import { addAreaMessages } from '../i18n/i18n';
import { accountCalendarMessages } from './calendar/messages';
import { accountMessages } from './messages';
import { accountOrderMessages } from './orders/messages';
import { accountPaymentMessages } from './payments/messages';
import { accountProductMessages } from './products/messages';
import { accountProfileMessages } from './profile/messages';
import { accountRegistrationMessages } from './registrations/messages';
import { accountWaitingListMessages } from './waiting-list/messages';

const AREAS = [
  accountMessages,
  accountCalendarMessages,
  accountOrderMessages,
  accountPaymentMessages,
  accountProductMessages,
  accountProfileMessages,
  accountRegistrationMessages,
  accountWaitingListMessages,
];

/**
 * Every text of the account area, both languages. They load with the account routes (the layout's
 * `beforeLoad`) instead of with the shop's first page, which never shows them.
 */
export const accountAreaMessages = {
  fr: mergeMessages(...AREAS.map((area) => area.fr)) as Record<string, unknown>,
  en: mergeMessages(...AREAS.map((area) => area.en)) as Record<string, unknown>,
};

export function addAccountMessages(instance: i18n): void {
  addAreaMessages(instance, accountAreaMessages);
}
