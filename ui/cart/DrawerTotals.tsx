import { depositTotal, showsDepositTotal } from '../../core/cart/index';
import { checkoutSummary, feeWaivedByWallet } from '../../core/checkout/index';
import { formatMinor, formatPercentage } from '../../core/money/index';
import type { CartItem } from '../../core/schemas/index';
import { useT } from '../i18n/react';
import { useSession, useWebsite } from '../shell/website';

/**
 * The drawer's totals (issue 18 §3): the numbers the checkout will show, from the same core
 * `checkoutSummary` — the items, the wallet it will use, the organiser's service fee with its rule (or why
 * there is none), and what is left to pay — so no fee appears for the first time at checkout. The deposit
 * total shows as before; what is charged now depends on the method chosen at checkout, which says it.
 */
export function DrawerTotals({ items, now }: { items: CartItem[]; now: string }) {
  const { t, language } = useT();
  const session = useSession();
  const fees = useWebsite().organiser.settings.service_fees;
  const summary = checkoutSummary({ items }, session.wallet ?? { amount: 0 }, fees, now);
  const money = (amount: number) => formatMinor(amount, language);
  const extra = summary.wallet > 0 || summary.serviceFee > 0;
  return (
    <dl className="cart-drawer__totals">
      <div>
        <dt>{t(extra ? 'cart.drawer.itemsTotal' : 'cart.drawer.total')}</dt>
        <dd className={extra ? undefined : 'cart-drawer__total'}>{money(summary.itemsTotal)}</dd>
      </div>
      {summary.wallet > 0 ? (
        <div>
          <dt>{t('cart.drawer.wallet')}</dt>
          <dd>−{money(summary.wallet)}</dd>
        </div>
      ) : null}
      {summary.serviceFee > 0 ? (
        <div>
          <dt>
            {t('cart.drawer.serviceFee', {
              amount: money(fees.amount),
              percentage: formatPercentage(fees.percentage, language),
            })}
          </dt>
          <dd>{money(summary.serviceFee)}</dd>
        </div>
      ) : null}
      {feeWaivedByWallet(summary, fees) ? (
        <div>
          <dt>{t('cart.drawer.serviceFeeWaived')}</dt>
          <dd>{money(0)}</dd>
        </div>
      ) : null}
      {extra ? (
        <div>
          <dt>{t('cart.drawer.amountDue')}</dt>
          <dd className="cart-drawer__total">{money(summary.amountDue)}</dd>
        </div>
      ) : null}
      {showsDepositTotal(items, now) ? (
        <div>
          <dt>{t('cart.drawer.depositTotal')}</dt>
          <dd>{money(depositTotal(items, now))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
