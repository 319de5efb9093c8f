import type { OwnedVoucher } from '../../../core/schemas/index';
import { isVoucherExpired, voucherStatus } from '../../../core/voucher/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { Badge } from '../kit/Badge';
import { type Fact, ProductCard, useExpiryText, useProductBadges } from './parts';

/** Its payment amounts, when the answer carries them (only the buyer's do: part 2 §6). */
export function voucherAmounts(
  owned: Pick<OwnedVoucher, 'total_amount' | 'paid_amount'>,
): { total_amount: number; paid_amount: number } | null {
  if (owned.total_amount === null || owned.paid_amount === null) return null;
  return { total_amount: owned.total_amount, paid_amount: owned.paid_amount };
}

/** "Voucher: waiting until redeemed with a recipient, then redeemed." (core `voucherStatus`) */
export function VoucherStatusBadge({ owned }: { owned: Pick<OwnedVoucher, 'redeemed_at'> }) {
  const { t } = useT();
  const status = voucherStatus(owned);
  return (
    <Badge tone={status === 'redeemed' ? 'success' : 'info'}>
      {t(`account.products.vouchers.status.${status}`)}
    </Badge>
  );
}

/** What a voucher card shows: an owned voucher, or one looked up by its code (no buyer in it). */
export type VoucherCardVoucher = Pick<
  OwnedVoucher,
  'code' | 'voucher' | 'recipient' | 'redeemed_at' | 'expires_at' | 'total_amount' | 'paid_amount'
>;

/**
 * A voucher as a card: title, image, value or bundle, expiry and the status badge for everyone; its code,
 * payment badge and recipient only for the buyer ("Voucher screens show payment and buyer/recipient details
 * only to the buyer"; the caller decides with core `canSeeVoucherDetails`, or the lookup's `is_buyer`).
 */
export function VoucherCard({
  owned,
  isBuyer,
  now,
  href,
  headingLevel = 3,
}: {
  owned: VoucherCardVoucher;
  isBuyer: boolean;
  now: string;
  href?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useT();
  const format = useFormat();
  const expiryText = useExpiryText();
  const badges = useProductBadges();
  const expired = isVoucherExpired(owned, now);
  const amounts = isBuyer ? voucherAmounts(owned) : null;
  const facts: Fact[] = [];
  if (isBuyer)
    facts.push({
      label: t('account.products.vouchers.code'),
      value: <code className="product-code">{owned.code}</code>,
    });
  if (owned.voucher.amount > 0)
    facts.push({ label: t('account.products.vouchers.value'), value: format.money(owned.voucher.amount) });
  if (owned.voucher.bundle)
    facts.push({ label: t('account.products.vouchers.bundle'), value: owned.voucher.bundle.title });
  facts.push({ label: t('account.products.expiry.label'), value: expiryText(owned.expires_at, expired) });
  if (isBuyer)
    facts.push({
      label: t('account.products.vouchers.recipient'),
      value: owned.recipient?.fullname ?? t('account.products.vouchers.noRecipient'),
    });
  return (
    <ProductCard
      title={owned.voucher.title}
      images={owned.voucher.images}
      facts={facts}
      headingLevel={headingLevel}
      {...(href ? { href } : {})}
      badges={[
        <VoucherStatusBadge key="status" owned={owned} />,
        badges.expired(expired),
        amounts ? badges.payment(amounts) : null,
      ]}
    />
  );
}
