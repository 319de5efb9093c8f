import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { loginHref } from '../../../core/cart/index';
import { paymentMethodsSettings, paymentNotCompleted, strategyName } from '../../../core/checkout/index';
import { errorToastText } from '../../../core/errors/index';
import { formatMinor } from '../../../core/money/index';
import type { Cart, CheckoutResult } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { ProcessedCartItems, Totals } from '../../kit/cart-lines/ProcessedCart';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { goToPayment } from './navigation';
import '../../kit/cart-lines/checkout.css';
import { useMinimumDisplay } from '../../app/minimum-display';

/** The sandbox's return outcome (`?payment=`), validated by the route. */
export type PaymentReturn = 'paid' | 'failed' | 'cancelled';

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
 * The header of an order whose online payment did not go through (issue 18 §1): no thanks and no green
 * tick, what happened in plain words, what is kept (the order and its seats) and what is still owed.
 */
function PaymentNotCompletedHeader({
  cart,
  result,
  status,
}: {
  cart: Cart;
  result: CheckoutResult;
  status: 'FAILED' | 'CANCELLED';
}) {
  const { t, language } = useT();
  return (
    <header className="checkout-success__header">
      <span className="checkout-success__icon checkout-success__icon--warning" aria-hidden="true" />
      <h1 id="checkout-success-title">{t('checkout.success.notPaid.title')}</h1>
      <p className="checkout-muted">{t('checkout.success.reference', { reference: cart.reference })}</p>
      <p className="checkout-banner" role="alert">
        {t(`checkout.success.notPaid.${status}`)}{' '}
        {t('checkout.success.notPaid.kept', { amount: formatMinor(result.outstanding_amount, language) })}
      </p>
    </header>
  );
}

/** Pay again online (a new payment for the same order) or, where the organiser takes them, by transfer. */
function PayAgain({ cart, result }: { cart: Cart; result: CheckoutResult }) {
  const { t, language } = useT();
  const api = useApi();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  // Part 2 §9 loader minimum display: once shown the pending state stays 350 ms.
  const showPending = useMinimumDisplay(pending);
  const retry = result.payment_retry;
  async function payAgain() {
    setPending(true);
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      const { checkout_url } = await api.checkout.retryPayment(cart.cuid);
      goToPayment(checkout_url);
    } catch (error) {
      toast.form.error(error);
      setPending(false);
    }
  }
  return (
    <section className="checkout-card checkout-pay-again" aria-labelledby="checkout-pay-again-title">
      <h2 id="checkout-pay-again-title">{t('checkout.success.notPaid.payTitle')}</h2>
      {retry ? (
        <Button className="button button--primary" onPress={payAgain} isPending={showPending}>
          {t('checkout.success.notPaid.payOnline', { amount: formatMinor(retry.amount, language) })}
        </Button>
      ) : null}
      <p className="checkout-muted">
        {result.bank_transfer
          ? t('checkout.success.notPaid.orTransfer')
          : t('checkout.success.notPaid.contact')}
      </p>
    </section>
  );
}

/**
 * /checkout/{cart}/success: the processed cart's summary grouped by kind of item, the amounts as checkout
 * fixed them, the payment status (and the sandbox's return outcome), and for a bank transfer the
 * organiser's account with the structured reference and the amount. When the online payment failed or was
 * cancelled, it says so and offers to pay again instead of thanking.
 */
export function SuccessPage({ load, payment }: { load: SuccessLoad; payment: PaymentReturn | undefined }) {
  const { t } = useT();
  const session = useSession();
  if (load.kind === 'failed') {
    return (
      <section className="page checkout" aria-labelledby="checkout-success-title">
        <h1 id="checkout-success-title">{t('checkout.title')}</h1>
        <Failure load={load} />
      </section>
    );
  }
  const { cart, result } = load;
  // The server's latest payment status decides; the return's `?payment=` only adds the "received" line.
  const status = result.payment_status;
  const notPaid = paymentNotCompleted(status) ? status : null;
  const strategy = result.payment_strategy
    ? strategyName(result.payment_strategy, paymentMethodsSettings(session.payment_methods))
    : null;
  return (
    <section className="page checkout" aria-labelledby="checkout-success-title">
      {notPaid ? (
        <PaymentNotCompletedHeader cart={cart} result={result} status={notPaid} />
      ) : (
        <header className="checkout-success__header">
          <span className="checkout-success__icon" aria-hidden="true" />
          <h1 id="checkout-success-title">{t('checkout.success.title')}</h1>
          <p className="checkout-muted">{t('checkout.success.reference', { reference: cart.reference })}</p>
          {strategy ? <p>{t(`checkout.success.strategies.${strategy}`)}</p> : null}
          {payment === 'paid' && status === 'PAID' ? (
            <output className="checkout-banner checkout-banner--success">
              {t('checkout.success.returns.paid')}
            </output>
          ) : null}
        </header>
      )}
      <div className="checkout-grid">
        <div className="checkout-main">
          {notPaid ? <PayAgain cart={cart} result={result} /> : null}
          {result.bank_transfer ? <BankTransfer transfer={result.bank_transfer} /> : null}
          <ProcessedCartItems cart={cart} />
        </div>
        <div className="checkout-side">
          <Totals result={result} cart={cart} />
          <LocalLink href="/" className="button checkout-continue">
            {t('checkout.success.continue')}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
