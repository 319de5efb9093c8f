import type { AccountCart, Cart, CheckoutResult } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { ProcessedCartItems, Totals } from '../../kit/cart-lines/ProcessedCart';
import { useFormat } from '../../kit/format/index';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badges } from '../kit/Badge';
import { PayPanel } from '../payments/PayPanel';
import { Facts, OrderCard, usePaymentBadges } from './parts';

/** /account/carts: the processed carts, last confirmed first (part 1 §2 "Account area", §3 Cart). */
export function CartListPage({ list, page }: { list: { data: AccountCart[]; count: number }; page: number }) {
  const { t } = useT();
  const format = useFormat();
  const badges = usePaymentBadges();
  return (
    <AccountList
      title={t('account.orders.carts.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/carts"
      empty={t('account.orders.carts.empty')}
      itemKey={(cart) => cart.cuid}
      renderItem={(cart) => (
        <OrderCard
          title={t('account.orders.carts.name', { reference: cart.reference })}
          href={`/account/carts/${cart.cuid}`}
          facts={[
            {
              label: t('account.orders.carts.processed'),
              value: (
                <>
                  {format.instant(cart.processed_at, 'dateTime')}{' '}
                  <span className="account-muted">({format.relative(cart.processed_at)})</span>
                </>
              ),
            },
            {
              label: t('account.orders.carts.items'),
              value: t('account.orders.carts.itemsCount', { count: cart.items_count }),
            },
            { label: t('account.orders.amounts.paid'), value: format.money(cart.paid_amount) },
          ]}
          amount={format.money(cart.total_amount)}
          badges={[badges.list(cart)]}
        />
      )}
    />
  );
}

/**
 * /account/carts/{cuid}: the processed cart as the checkout success page summarises it (its grouped items
 * and amounts, the same components), and the payment panel while something is outstanding.
 */
export function CartDetailPage({ cart, result }: { cart: Cart; result: CheckoutResult }) {
  const { t } = useT();
  const format = useFormat();
  const badges = usePaymentBadges();
  return (
    <article className="account-detail" aria-labelledby="orders-cart-title">
      <BackLink href="/account/carts">{t('account.orders.carts.back')}</BackLink>
      <header className="account-detail__head">
        <h2 id="orders-cart-title">{t('account.orders.carts.name', { reference: cart.reference })}</h2>
        <Badges>{[badges.list(result)]}</Badges>
      </header>
      {cart.processed_at ? (
        <Facts
          facts={[
            {
              label: t('account.orders.carts.processed'),
              value: `${format.instant(cart.processed_at, 'dateTime')} (${format.relative(cart.processed_at)})`,
            },
          ]}
        />
      ) : null}
      <div className="orders-columns">
        <div className="orders-columns__main">
          <ProcessedCartItems cart={cart} />
        </div>
        <div className="orders-columns__side">
          <Totals result={result} cart={cart} />
          <PayPanel destination={cart.cuid} reference={cart.reference} due={result.outstanding_amount} />
        </div>
      </div>
    </article>
  );
}
