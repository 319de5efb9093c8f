import { couponSummaryLines } from '../../../core/cart/index';
import { formatMinor } from '../../../core/money/index';
import type { Cart, CheckoutResult } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { CartItemView } from './CartItemView';
import { wholeCartItems } from './cart-items';
import { SummaryCard } from './SummaryLines';
import './checkout.css';

/** The order the success page lists the kinds of items in. */
const GROUP_ORDER = [
  'REGISTRATION',
  'BOOKING',
  'REGISTRATION_REQUEST',
  'BUNDLE',
  'VOUCHER',
  'MEMBERSHIP',
] as const;

/** The processed cart's amounts as checkout fixed them, with the online payment's status (also in the account's carts). */
export function Totals({ result, cart }: { result: CheckoutResult; cart: Cart }) {
  const { t, language } = useT();
  const money = (amount: number) => formatMinor(amount, language);
  // The coupon's discount as its own line (issue 18 §6): items before it, then what it took off.
  const { itemsBeforeDiscount, discount } = couponSummaryLines(result.items_total, cart.items);
  return (
    <SummaryCard
      id="checkout-totals-title"
      title={t('checkout.success.totals.title')}
      lines={[
        { label: t('checkout.success.totals.itemsTotal'), value: money(itemsBeforeDiscount) },
        {
          label: t('checkout.summary.discount', { title: cart.coupon?.title ?? '' }),
          value: `−${money(discount)}`,
          shown: discount > 0,
        },
        {
          label: t('checkout.success.totals.wallet'),
          value: money(result.wallet_amount),
          shown: result.wallet_amount > 0,
        },
        {
          label: t('checkout.success.totals.serviceFee'),
          value: money(result.service_fee),
          shown: result.service_fee > 0,
        },
        { label: t('checkout.success.totals.total'), value: money(result.total_amount), total: true },
        { label: t('checkout.success.totals.paid'), value: money(result.paid_amount) },
        { label: t('checkout.success.totals.outstanding'), value: money(result.outstanding_amount) },
        {
          label: t('checkout.success.totals.status'),
          value: (
            <span className="checkout-badge" data-status={result.payment_status}>
              {t(`checkout.success.statuses.${result.payment_status}`)}
            </span>
          ),
          shown: Boolean(result.payment_status),
        },
      ]}
    />
  );
}

/** The processed cart's items grouped by kind (also the account's cart detail). */
export function ProcessedCartItems({ cart }: { cart: Cart }) {
  const { t } = useT();
  const items = wholeCartItems(cart.items);
  const groups = GROUP_ORDER.map((type) => ({
    type,
    items: items.filter((item) => item.type === type),
  })).filter((group) => group.items.length > 0);
  return (
    <section className="checkout-card" aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title">{t('checkout.success.items')}</h2>
      {groups.map((group) => (
        <div key={group.type} className="checkout-group">
          <h3>{t(`checkout.success.groups.${group.type}`)}</h3>
          <ul className="checkout-items">
            {group.items.map((item) => (
              <li key={item.id}>
                <CartItemView item={item} headingLevel={4} showExpiry={false} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
