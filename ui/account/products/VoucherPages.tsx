import type { OwnedVoucher } from '../../../core/schemas/index';
import { canSeeVoucherDetails } from '../../../core/voucher/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badges } from '../kit/Badge';
import { Facts, useOpenedAt, useProductBadges } from './parts';
import { VoucherCard, voucherAmounts } from './VoucherCard';

/** The action beside the vouchers heading: the code-entry screen. */
function RedeemAction() {
  const { t } = useT();
  return (
    <LocalLink className="button button--primary" href="/account/vouchers/redeem">
      {t('account.products.vouchers.redeemAction')}
    </LocalLink>
  );
}

/** /account/vouchers: the vouchers the customer bought or redeemed, with "Redeem a voucher". */
export function VoucherListPage({
  list,
  page,
}: {
  list: { data: OwnedVoucher[]; count: number };
  page: number;
}) {
  const { t } = useT();
  const session = useSession();
  const now = useOpenedAt();
  return (
    <AccountList
      title={t('account.products.vouchers.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/vouchers"
      empty={t('account.products.vouchers.empty')}
      actions={<RedeemAction />}
      itemKey={(owned) => owned.cuid}
      renderItem={(owned) => (
        <VoucherCard
          owned={owned}
          isBuyer={canSeeVoucherDetails(owned, session.customer)}
          now={now}
          href={`/account/vouchers/${owned.cuid}`}
        />
      )}
    />
  );
}

/**
 * /account/vouchers/{cuid}: the voucher card; the buyer also sees the payment (total, paid, badge), the
 * buyer and the recipient; anyone else only the redemption badge (part 2 §6).
 */
export function VoucherDetailPage({ owned }: { owned: OwnedVoucher }) {
  const { t } = useT();
  const session = useSession();
  const format = useFormat();
  const now = useOpenedAt();
  const badges = useProductBadges();
  const isBuyer = canSeeVoucherDetails(owned, session.customer);
  const amounts = isBuyer ? voucherAmounts(owned) : null;
  const person = (who: OwnedVoucher['customer'], missing: string) =>
    who ? [who.fullname, who.email].filter(Boolean).join(' · ') : missing;
  return (
    <div className="account-detail">
      <BackLink href="/account/vouchers">{t('account.products.vouchers.back')}</BackLink>
      <VoucherCard owned={owned} isBuyer={isBuyer} now={now} headingLevel={2} />
      {amounts && (
        <section className="account-panel" aria-labelledby="voucher-payment">
          <div className="control-row product-panel__head">
            <h3 id="voucher-payment">{t('account.products.payment.label')}</h3>
            <Badges>{[badges.payment(amounts)]}</Badges>
          </div>
          <Facts
            facts={[
              { label: t('account.products.payment.total'), value: format.money(amounts.total_amount) },
              { label: t('account.products.payment.paid'), value: format.money(amounts.paid_amount) },
            ]}
          />
        </section>
      )}
      {isBuyer && (
        <section className="account-panel" aria-labelledby="voucher-people">
          <h3 id="voucher-people">{t('account.products.vouchers.people')}</h3>
          <Facts
            facts={[
              { label: t('account.products.vouchers.buyer'), value: person(owned.customer, '—') },
              {
                label: t('account.products.vouchers.recipient'),
                value: person(owned.recipient, t('account.products.vouchers.noRecipient')),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}
