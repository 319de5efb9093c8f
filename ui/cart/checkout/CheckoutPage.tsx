import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  TextField,
} from 'react-aria-components';
import { couponSummaryLines, loginHref, visibleCartItems } from '../../../core/cart/index';
import {
  CHECKOUT_MESSAGES,
  type CheckoutEvent,
  type CheckoutView,
  chargedAtCheckout,
  checkoutMachine,
  connectCheckout,
  feeWaivedByWallet,
  type PaymentStrategy,
  showsCouponBox,
  strategyName,
} from '../../../core/checkout/index';
import { errorToastText } from '../../../core/errors/index';
import { formatMinor, formatPercentage } from '../../../core/money/index';
import { checkoutActors } from '../../../core/ports';
import type { Cart } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import type { Session } from '../../app/context';
import { useMinimumDisplay } from '../../app/minimum-display';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { CartItemView } from '../../kit/cart-lines/CartItemView';
import { wholeCartItems } from '../../kit/cart-lines/cart-items';
import { SummaryCard } from '../../kit/cart-lines/SummaryLines';
import { useOutcomes } from '../../kit/machine/useOutcomes';
import { LocalLink } from '../../shell/LocalLink';
import { CartMachine } from '../../shell/machines';
import { useSession, useWebsite } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { RemoveButton } from '../CartDrawer';
import { goToPayment } from './navigation';
import { type CheckoutSettings, checkoutSettings } from './settings';
import '../../kit/cart-lines/checkout.css';

type Send = (event: CheckoutEvent) => void;

function useErrorText() {
  const { i18n } = useT();
  return (code: string) => errorToastText({ code }, lookup(i18n));
}

function LoginPrompt() {
  const { t } = useT();
  const location = useRouterState({ select: (state) => state.location });
  return (
    <div className="checkout-state">
      <p className="checkout-state__title">{t('checkout.login.title')}</p>
      <p>{t('checkout.login.text')}</p>
      <LocalLink
        href={loginHref(`${location.pathname}${location.searchStr}`)}
        className="button button--primary"
      >
        {t('checkout.login.action')}
      </LocalLink>
    </div>
  );
}

function EmptyState() {
  const { t } = useT();
  return (
    <div className="checkout-state">
      <p className="checkout-state__title">{t('checkout.empty.title')}</p>
      <p>{t('checkout.empty.text')}</p>
      <LocalLink href="/" className="button button--primary">
        {t('checkout.empty.action')}
      </LocalLink>
    </div>
  );
}

/** The coupon box (part 1 §4 "Coupon: none, attached, detached"), driven by the machine's coupon region. */
function CouponBox({ cart, view, send }: { cart: Cart; view: CheckoutView; send: Send }) {
  const { t, language } = useT();
  const errorText = useErrorText();
  const detaching = view.detachingCoupon;
  // "loader minimum display 350 ms" (part 2 §9): a pending coupon button keeps its place (and the branch it
  // lives in) until its minimum display is over, then the box shows the outcome.
  const attachPending = useMinimumDisplay(view.attachingCoupon);
  const detachPending = useMinimumDisplay(detaching);
  const shownCoupon = useRef(cart.coupon);
  if (cart.coupon) shownCoupon.current = cart.coupon;
  const attached = detachPending ? true : attachPending ? false : view.couponShown;
  const { couponError } = view;
  const coupon = detachPending ? (cart.coupon ?? shownCoupon.current) : cart.coupon;
  return (
    <section className="checkout-card checkout-coupon" aria-labelledby="checkout-coupon-title">
      <h2 id="checkout-coupon-title">{t('checkout.coupon.title')}</h2>
      {attached && coupon ? (
        <div className="checkout-coupon__applied">
          <div>
            <p className="checkout-coupon__name">{t('checkout.coupon.applied', { title: coupon.title })}</p>
            {coupon.label ? <p className="checkout-muted">{coupon.label}</p> : null}
            {coupon.amount ? (
              <p className="checkout-muted">
                {t('checkout.coupon.amountOff', { amount: formatMinor(coupon.amount, language) })}
              </p>
            ) : null}
            {coupon.percentage ? (
              <p className="checkout-muted">
                {t('checkout.coupon.percentageOff', {
                  percentage: formatPercentage(coupon.percentage, language),
                })}
              </p>
            ) : null}
            {coupon.min_total_amount ? (
              <p className="checkout-muted">
                {t('checkout.coupon.minimum', { amount: formatMinor(coupon.min_total_amount, language) })}
              </p>
            ) : null}
          </div>
          <Button
            className="button"
            isPending={detachPending}
            onPress={() => send({ type: 'coupon.detach' })}
          >
            {t('checkout.coupon.detach')}
          </Button>
        </div>
      ) : (
        <Form
          className="checkout-coupon__form"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'coupon.attach' });
          }}
        >
          <TextField
            className="checkout-field"
            value={view.couponText}
            onChange={(value) => send({ type: 'coupon.change', value })}
            isInvalid={couponError !== null}
            autoComplete="off"
          >
            <Label>{t('checkout.coupon.label')}</Label>
            <Input className="checkout-input" />
            <FieldError className="checkout-error">{couponError ? errorText(couponError) : null}</FieldError>
          </TextField>
          <Button
            type="submit"
            className="button"
            isDisabled={!view.canAttachCoupon}
            isPending={attachPending}
          >
            {t('checkout.coupon.attach')}
          </Button>
        </Form>
      )}
    </section>
  );
}

/**
 * The summary lines of core `checkoutSummary`, as the machine keeps them: the items before the coupon and
 * the coupon's discount as its own line, the service fee with its rule, and what the chosen strategy
 * charges now and leaves for later (core `chargedAtCheckout`).
 */
function Summary({ view, cart }: { view: CheckoutView; cart: Cart | null }) {
  const { t, language } = useT();
  const { summary, strategy, serviceFees, now } = view;
  const money = (amount: number) => formatMinor(amount, language);
  const { itemsBeforeDiscount, discount } = couponSummaryLines(
    summary.itemsTotal,
    visibleCartItems(cart?.items ?? [], now),
  );
  const charged = chargedAtCheckout(summary, strategy);
  const online = strategy === 'IMMEDIATE' || strategy === 'IMMEDIATE_DEPOSIT';
  return (
    <SummaryCard
      id="checkout-summary-title"
      title={t('checkout.summary.title')}
      lines={[
        { label: t('checkout.summary.itemsTotal'), value: money(itemsBeforeDiscount) },
        {
          label: t('checkout.summary.discount', { title: cart?.coupon?.title ?? '' }),
          value: `−${money(discount)}`,
          shown: discount > 0,
        },
        {
          label: t('checkout.summary.wallet'),
          value: `−${money(summary.wallet)}`,
          shown: summary.wallet > 0,
        },
        {
          label: t('checkout.summary.serviceFeeRule', {
            amount: money(serviceFees.amount),
            percentage: formatPercentage(serviceFees.percentage, language),
          }),
          value: money(summary.serviceFee),
          shown: summary.serviceFee > 0,
        },
        {
          label: t('checkout.summary.serviceFeeWaived'),
          value: money(0),
          shown: feeWaivedByWallet(summary, serviceFees),
        },
        {
          label: t('checkout.summary.deposit'),
          value: summary.deposit === null ? null : money(summary.deposit),
          shown: summary.deposit !== null,
        },
        { label: t('checkout.summary.amountDue'), value: money(summary.amountDue), total: true },
        {
          label: t('checkout.summary.chargedNow'),
          value: money(charged.now),
          shown: online && summary.amountDue > 0,
        },
        {
          label: t('checkout.summary.later'),
          value: money(charged.later),
          shown: online && charged.now > 0 && charged.later > 0,
        },
      ]}
    />
  );
}

function strategyDescription(
  strategy: PaymentStrategy,
  view: CheckoutView,
  t: ReturnType<typeof useT>['t'],
  money: (amount: number) => string,
) {
  const { summary, wallet, settings } = view;
  if (strategy === 'IMMEDIATE_DEPOSIT') {
    return t('checkout.payment.descriptions.IMMEDIATE_DEPOSIT', { amount: money(summary.deposit ?? 0) });
  }
  if (strategy === 'WALLET')
    return t('checkout.payment.descriptions.WALLET', { amount: money(wallet.amount) });
  return t(`checkout.payment.descriptions.${strategyName(strategy, settings)}`);
}

/** Strategy choice, terms and submit: the form region of the checkout machine. */
function PaymentForm({ view, send }: { view: CheckoutView; send: Send }) {
  const { t, language } = useT();
  const money = (amount: number) => formatMinor(amount, language);
  const { allowed, strategy, terms, fieldErrors, summary, submitting } = view;
  // "loader minimum display 350 ms" (part 2 §9): the pending button does not flash.
  const submitPending = useMinimumDisplay(submitting);
  const termsKey = fieldErrors.terms;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'checkout.submit' });
  };
  return (
    <section className="checkout-card" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('checkout.payment.title')}</h2>
      <Form className="checkout-payment" onSubmit={onSubmit} validationBehavior="aria">
        {summary.itemsTotal > 0 ? (
          <RadioGroup
            className="checkout-strategies"
            value={strategy}
            onChange={(value) => send({ type: 'strategy.select', strategy: value as PaymentStrategy })}
            isDisabled={submitting}
          >
            <Label className="checkout-strategies__label">{t('checkout.payment.strategy')}</Label>
            {allowed.map((option) => (
              <Radio key={option} value={option} className="checkout-strategy">
                <span className="checkout-strategy__dot" aria-hidden="true" />
                <span className="checkout-strategy__text">
                  <span className="checkout-strategy__name">
                    {t(`checkout.payment.strategies.${strategyName(option, view.settings)}`)}
                  </span>
                  <span className="checkout-strategy__description">
                    {strategyDescription(option, view, t, money)}
                  </span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <p className="checkout-muted">{t('checkout.payment.nothingDue')}</p>
        )}
        <div className="checkout-terms">
          <Checkbox
            className="checkout-checkbox"
            isSelected={terms}
            onChange={(checked) => send({ type: 'terms.set', checked })}
            isInvalid={termsKey !== undefined}
            aria-describedby={termsKey ? 'checkout-terms-error' : undefined}
            isDisabled={submitting}
          >
            <span className="checkout-checkbox__box" aria-hidden="true" />
            {t('checkout.terms.label')}
          </Checkbox>
          <LocalLink href="/terms" className="checkout-terms__link">
            {t('checkout.terms.read')}
          </LocalLink>
          {termsKey ? (
            <p id="checkout-terms-error" className="checkout-error">
              {t(termsKey)}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="button button--primary checkout-submit" isPending={submitPending}>
          {t('checkout.submit')}
        </Button>
      </Form>
    </section>
  );
}

/** The checkout of one cart: items, coupon box, summary and payment form over the core checkout machine. */
function CheckoutForm({ initialCart, session }: { initialCart: Cart; session: Session }) {
  // `t` is bound anew at each render: effects read texts through the stable `i18n`.
  const { t, i18n } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const cartMachine = CartMachine.useActorRef();
  const machineItems = CartMachine.useSelector((state) => state.context.items);
  const now = CartMachine.useSelector((state) => state.context.now);
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const website = useWebsite();
  const [settings] = useState<CheckoutSettings>(() => checkoutSettings(website, session));
  const [logic] = useState(() => checkoutMachine.provide({ actors: checkoutActors(api.checkout) }));
  const [snapshot, send, actor] = useMachine(logic, {
    input: {
      cart: initialCart,
      wallet: session.wallet ?? { amount: 0 },
      serviceFees: settings.serviceFees,
      methods: settings.methods,
      settings: settings.settings,
      now,
    },
  });
  const view = connectCheckout(snapshot);
  const { editing } = view;

  // Coupon and checkout actions are form toasts (part 1 §4 "loading (no auto-close), then success or error",
  // part 2 §8); the coupon field keeps its own error.
  const toast = useToast();
  const { busy } = view;
  useEffect(() => {
    if (busy) toast.form.loading();
  }, [busy, toast]);

  // Time passes: items may expire while the customer reads the page.
  const latestCart = useRef(cart);
  latestCart.current = cart;
  useEffect(() => {
    if (latestCart.current) send({ type: 'cart.updated', cart: latestCart.current, now });
  }, [send, now]);

  // The cart changed elsewhere (drawer removal, coupon): read it again for the summary and the coupon.
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const firstItems = useRef(machineItems);
  useEffect(() => {
    if (machineItems === firstItems.current) return;
    let current = true;
    api.cart
      .currentCart()
      .then((fresh) => {
        if (!current || !editingRef.current) return;
        setCart(fresh);
        if (fresh) send({ type: 'cart.updated', cart: fresh });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [api, machineItems, send]);

  useOutcomes(actor, {
    // A coupon attached or detached re-prices the items: the app-wide cart reloads, and this page with it.
    // "Success messages exist for ... coupon attached, coupon detached" (part 2 §8): form toasts.
    'coupon.attached': () => {
      toast.form.success(i18n.t(`checkout.notices.${CHECKOUT_MESSAGES.couponAttached}`));
      cartMachine.send({ type: 'cart.reload' });
    },
    'coupon.detached': () => {
      toast.form.success(i18n.t(`checkout.notices.${CHECKOUT_MESSAGES.couponDetached}`));
      cartMachine.send({ type: 'cart.reload' });
    },
    'coupon.failed': ({ code }) => toast.form.error(code),
    'checkout.failed': ({ code }) => toast.form.error(code),
    // Next action: the payment page, or the success page after revalidating the cart and the wallet.
    // "Success messages exist for ... online payment, delayed payment" (part 2 §8): form toasts, the delayed
    // one outliving the page for the success page.
    'checkout.redirecting': ({ url }) => {
      toast.form.success(i18n.t('checkout.toasts.online'));
      goToPayment(url);
    },
    'checkout.succeeded': ({ path }) => {
      toast.form.success(i18n.t('checkout.toasts.delayed'));
      cartMachine.send({ type: 'cart.reload' });
      void navigate({ to: path }).then(() =>
        router.invalidate({ filter: (match) => match.routeId === '__root__' }),
      );
    },
  });

  const items = useMemo(() => visibleCartItems(wholeCartItems(cart?.items ?? []), now), [cart, now]);
  if (!cart || (items.length === 0 && editing)) return <EmptyState />;

  return (
    <div className="checkout-grid">
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title">{t('checkout.items')}</h2>
          <ul className="checkout-items">
            {items.map((item) => (
              <li key={item.id}>
                <CartItemView item={item} actions={<RemoveButton item={item} />} />
              </li>
            ))}
          </ul>
        </section>
        {showsCouponBox(cart) ? <CouponBox cart={cart} view={view} send={send} /> : null}
      </div>
      <div className="checkout-side">
        <Summary view={view} cart={cart} />
        <PaymentForm view={view} send={send} />
      </div>
    </div>
  );
}

/**
 * /checkout (part 1 §2): cart items, coupon box, summary and payment form. "Checkout content and cart
 * summary render nothing without a customer" (part 2 §6): a visitor is offered to sign in instead.
 */
export function CheckoutPage({ cart }: { cart: Cart | null }) {
  const { t } = useT();
  const session = useSession();
  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {session.customer === null ? <LoginPrompt /> : null}
      {session.customer !== null && cart === null ? <EmptyState /> : null}
      {session.customer !== null && cart !== null ? (
        <CheckoutForm key={cart.id} initialCart={cart} session={session} />
      ) : null}
    </section>
  );
}
