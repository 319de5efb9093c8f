import { locationLines, primaryCategoryGroups } from '../../../core/catalogue/index';
import { formatMinor, formatPercentage } from '../../../core/money/index';
import {
  amountOwed,
  type DocumentEligibility,
  registrationBadges,
  shownPaymentBadge,
} from '../../../core/registration/index';
import type { Registration } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useNow } from '../../kit/clock/clock';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { Badge, Badges, type BadgeTone } from '../kit/Badge';

/** The instant the screen was opened: the "now" handed to core rules (eligibility, locked dates). */
export function useOpenedAt(): string {
  return useNow();
}

/** `/account/registrations/{cuid}`. */
export function registrationPath(registration: Pick<Registration, 'cuid'>): string {
  return `/account/registrations/${registration.cuid}`;
}

const BADGE_TONES: Record<ReturnType<typeof registrationBadges>[number], BadgeTone> = {
  cancelled: 'danger',
  bundle_capacity_refunded: 'info',
  bundle: 'neutral',
};

/**
 * A registration's badges (part 1 §4): the payment badge from core `shownPaymentBadge` (none on a cancelled
 * registration; outstanding, shown as the amount still to pay; complete), then core `registrationBadges` (cancelled,
 * bundle_capacity_refunded, bundle).
 */
export function RegistrationBadges({ registration }: { registration: Registration }) {
  const { t } = useT();
  const format = useFormat();
  const payment = shownPaymentBadge(registration);
  return (
    <Badges>
      {[
        payment.kind === 'outstanding' ? (
          <Badge key="payment" tone="warning">
            {t('account.registrations.badges.outstanding', { amount: format.money(amountOwed(payment)) })}
          </Badge>
        ) : payment.kind === 'complete' ? (
          <Badge key="payment" tone="success">
            {t('account.registrations.badges.complete')}
          </Badge>
        ) : null,
        ...registrationBadges(registration).map((badge) => (
          <Badge key={badge} tone={BADGE_TONES[badge]}>
            {t(`account.registrations.badges.${badge}`)}
          </Badge>
        )),
      ]}
    </Badges>
  );
}

/** The registration's PRIMARY-scope category groups (activity and availability), as core groups them. */
export function registrationCategories(registration: Registration) {
  return primaryCategoryGroups([
    ...registration.availability.activity.categories,
    ...registration.availability.categories,
  ]);
}

/** The location's name, then its address, without repeating words (core `locationLines`); nothing without one. */
export function LocationText({ location }: { location: Registration['availability']['location'] }) {
  if (!location) return null;
  const { name, address } = locationLines(location);
  return <>{[name, address].filter(Boolean).join(' · ')}</>;
}

/** The way back to the registrations list, or to one registration. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <LocalLink className="button account-back" href={href}>
      <span aria-hidden="true">← </span>
      {label}
    </LocalLink>
  );
}

/** A price as the option offered it: its label with the amount or percentage added. */
export function usePriceLabel() {
  const { language } = useT();
  return (price: { label: string; amount: number | null; percentage: number | null }) => {
    if (price.amount !== null) return `${price.label} (+${formatMinor(price.amount, language)})`;
    if (price.percentage !== null) return `${price.label} (+${formatPercentage(price.percentage, language)})`;
    return price.label;
  };
}

/** Why a document cannot be downloaded yet: the amount still due, or the date from which it is available. */
export function DocumentUnavailable({ eligibility }: { eligibility: DocumentEligibility }) {
  const { t } = useT();
  const format = useFormat();
  switch (eligibility.kind) {
    case 'amount-due':
      return (
        <p className="registration-documents__reason">
          {t('account.registrations.documents.amountDue', { amount: format.money(eligibility.amount) })}
        </p>
      );
    case 'available-from':
      return (
        <p className="registration-documents__reason">
          {t('account.registrations.documents.availableFrom', {
            date: format.instant(eligibility.date, 'dateTime'),
          })}
        </p>
      );
    default:
      return null;
  }
}
