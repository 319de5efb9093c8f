import { useRouterState } from '@tanstack/react-router';
import { loginHref } from '../../core/cart/index';
import { errorToastText } from '../../core/errors/index';
import { formatMinor } from '../../core/money/index';
import type { Cart, CheckoutResult } from '../../core/schemas/index';
import { wholeCartItems } from '../cart/CartDrawer';
import { CartItemView } from '../cart/CartItemView';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { LocalLink } from '../shell/LocalLink';
import { useSession } from '../shell/website';
import { SummaryCard } from './SummaryLines';
import './checkout.css';

/** The sandbox's return outcome (`?payment=`), validated by the route. */
export type PaymentReturn = 'paid' | 'failed' | 'cancelled';

/** The order the success page lists the kinds of items in. */
const GROUP_ORDER = [
  'REGISTRATION',
  'BOOKING',
  'REGISTRATION_REQUEST',
  'BUNDLE',
  'VOUCHER',
  'MEMBERSHIP',
] as const;

export type SuccessLoad =
  | { kind: 'loaded'; cart: Cart; result: CheckoutResult }
  | { kind: 'failed'; code: string; status: number | null };

function BankTransfer({ transfer }: { transfer: NonNullable<CheckoutResult['bank_transfer']> }) {
  const { t, language } = useT();
  return (
    <section className="checkout-card checkout-transfer" aria-labelledby="checkout-transfer-title">
      <h2 id="checkout-transfer-title">{t('checkout.success.transfer.title')}</h2>
      <p>{t('checkout.success.transfer.text')}</p>
      <dl className="checkout-transfer__details">
        <div>
          <dt>{t('checkout.success.transfer.account')}</dt>
          <dd className="checkout-transfer__value">{transfer.account}</dd>
        </div>
        <div>
          <dt>{t('checkout.success.transfer.reference')}</dt>
          <dd className="checkout-transfer__value">{transfer.reference}</dd>
        </div>
        <div>
          <dt>{t('checkout.success.transfer.amount')}</dt>
          <dd className="checkout-transfer__value">{formatMinor(transfer.amount, language)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The processed cart's amounts as checkout fixed them, with the online payment's status (also in the account's carts). */
export function Totals({ result }: { result: CheckoutResult }) {
  const { t, language } = useT();
  const money = (amount: number) => formatMinor(amount, language);
  return (
    <SummaryCard
      id="checkout-totals-title"
      title={t('checkout.success.totals.title')}
      lines={[
        { label: t('checkout.success.totals.itemsTotal'), value: money(result.items_total) },
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

function Failure({ load }: { load: Extract<SuccessLoad, { kind: 'failed' }> }) {
  const { t, i18n } = useT();
  const session = useSession();
  const location = useRouterState({ select: (state) => state.location });
  if (session.customer === null) {
    return (
      <div className="checkout-state">
        <p className="checkout-state__title">{t('checkout.login.title')}</p>
        <LocalLink
          href={loginHref(`${location.pathname}${location.searchStr}`)}
          className="button button--primary"
        >
          {t('checkout.login.action')}
        </LocalLink>
      </div>
    );
  }
  return (
    <div className="checkout-state">
      <p className="checkout-state__title" role="alert">
        {load.status === 404
          ? t('checkout.success.notFound')
          : errorToastText({ code: load.code }, lookup(i18n))}
      </p>
      <LocalLink href="/" className="button">
        {t('checkout.success.continue')}
      </LocalLink>
    </div>
  );
}

/**
 * /checkout/{cart}/success: the processed cart's summary grouped by kind of item, the amounts as checkout
 * fixed them, the payment status (and the sandbox's return outcome), and for a bank transfer the
 * organiser's account with the structured reference and the amount.
 */
export function SuccessPage({ load, payment }: { load: SuccessLoad; payment: PaymentReturn | undefined }) {
  const { t } = useT();
  if (load.kind === 'failed') {
    return (
      <section className="page checkout" aria-labelledby="checkout-success-title">
        <h1 id="checkout-success-title">{t('checkout.title')}</h1>
        <Failure load={load} />
      </section>
    );
  }
  const { cart, result } = load;
  const returned = payment ? t(`checkout.success.returns.${payment}`) : null;
  return (
    <section className="page checkout" aria-labelledby="checkout-success-title">
      <header className="checkout-success__header">
        <span className="checkout-success__icon" aria-hidden="true" />
        <h1 id="checkout-success-title">{t('checkout.success.title')}</h1>
        <p className="checkout-muted">{t('checkout.success.reference', { reference: cart.reference })}</p>
        {result.payment_strategy ? (
          <p>{t(`checkout.success.strategies.${result.payment_strategy}`)}</p>
        ) : null}
        {returned ? (
          <p
            className={payment === 'paid' ? 'checkout-banner checkout-banner--success' : 'checkout-banner'}
            role={payment === 'paid' ? 'status' : 'alert'}
          >
            {returned}
          </p>
        ) : null}
      </header>
      <div className="checkout-grid">
        <div className="checkout-main">
          {result.bank_transfer ? <BankTransfer transfer={result.bank_transfer} /> : null}
          <ProcessedCartItems cart={cart} />
        </div>
        <div className="checkout-side">
          <Totals result={result} />
          <LocalLink href="/" className="button checkout-continue">
            {t('checkout.success.continue')}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
