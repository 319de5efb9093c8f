import type { Hono } from 'hono';
import { cartCalls } from '../../../core/schemas/index';
import { openCart, shapeCart } from '../cart/cart-read';
import {
  addItems,
  attachCoupon,
  type CartActor,
  type CartWriteDeps,
  detachCoupon,
  estimateItem,
  removeItem,
} from '../cart/cart-writes';
import { checkout } from '../cart/checkout';
import { checkoutResult } from '../cart/checkout-result';
import { processedCarts } from '../cart/order-lines';
import { retryCheckoutPayment } from '../cart/payment-retry';
import { type PaymentDeps, paymentRedirect, transactionCheckout, walletPayment } from '../cart/payments';
import type { AppEnv } from '../context';
import { notFound, unauthenticated } from '../errors';
import { route } from '../http';
import { organiserOrigin } from '../organiser-host';
import { requestLanguage } from '../request-language';

/** The cart calls of part 2 §7. Fixed paths are registered before `/api/carts/:cuid`. */
export function cartRoutes(app: Hono<AppEnv>, deps: CartWriteDeps & PaymentDeps): void {
  const { db } = deps;
  const actorOf = (c: {
    get(key: 'organiser'): AppEnv['Variables']['organiser'];
    get(key: 'customer'): AppEnv['Variables']['customer'];
  }): CartActor => {
    const customer = c.get('customer');
    if (!customer) throw unauthenticated();
    return { organiser: c.get('organiser'), customerId: customer.id };
  };

  // Where the customer's browser is: an online payment returns there (organiser-host.ts).
  const startedFrom = (c: {
    req: { header(name: string): string | undefined };
    get(key: 'organiser'): AppEnv['Variables']['organiser'];
  }) => organiserOrigin(c.req.header('origin'), c.get('organiser'), deps.defaultHostname);

  route(app, cartCalls.currentCart, async (_input, c) => {
    const customer = c.get('customer');
    if (!customer) return { cart: null };
    const cart = await openCart(db, c.get('organiser').id, customer.id);
    return { cart: cart ? await shapeCart(db, cart, deps.now()) : null };
  });

  route(app, cartCalls.addItems, async (input, c) => ({ cart: await addItems(deps, actorOf(c), input) }));
  route(app, cartCalls.estimate, async (input, c) => estimateItem(deps, actorOf(c), input));
  route(app, cartCalls.removeItem, async (input, c) => ({
    cart: await removeItem(deps, actorOf(c), input.item_id),
  }));
  route(app, cartCalls.attachCoupon, async (input, c) => ({
    cart: await attachCoupon(deps, actorOf(c), input.cart_id, input.coupon),
  }));
  route(app, cartCalls.detachCoupon, async (input, c) => ({
    cart: await detachCoupon(deps, actorOf(c), input.cart_id),
  }));

  route(app, cartCalls.checkout, async (input, c) => {
    const actor = actorOf(c);
    // The customer comes back to the success page, meets the payment page and reads the confirmation mail
    // in the language they use.
    const language = requestLanguage(c.req.header('accept-language'), actor.organiser.language);
    const { cart, pendingPayment } = await checkout(deps, actor, input, language);
    // The confirmation mail, when this checkout confirmed the cart, was enqueued by its transaction.
    if (!pendingPayment) return { next_action: null, next_action_url: null, cuid: cart.cuid };
    const url = await paymentRedirect(
      deps,
      actor.organiser,
      pendingPayment,
      `${actor.organiser.name} — ${cart.reference}`,
      `/${language}/checkout/${cart.cuid}/success`,
      language,
      startedFrom(c),
    );
    return { next_action: 'payment', next_action_url: url, cuid: cart.cuid };
  });

  route(app, cartCalls.retryPayment, async (_input, c) => {
    const actor = actorOf(c);
    const language = requestLanguage(c.req.header('accept-language'), actor.organiser.language);
    return retryCheckoutPayment(deps, actor, c.req.param('cuid') ?? '', language, startedFrom(c));
  });
  route(app, cartCalls.transactionCheckout, async (input, c) => {
    const actor = actorOf(c);
    const language = requestLanguage(c.req.header('accept-language'), actor.organiser.language);
    return transactionCheckout(deps, actor, input, language, startedFrom(c));
  });
  route(app, cartCalls.walletPayment, async (input, c) => {
    await walletPayment(deps, actorOf(c), input);
    return {};
  });

  route(app, cartCalls.processedCart, async (_input, c) => {
    const actor = actorOf(c);
    const cart = await processedCarts(db, { organiserId: actor.organiser.id, customerId: actor.customerId })
      .selectAll()
      .where('cuid', '=', c.req.param('cuid') ?? '')
      .executeTakeFirst();
    if (!cart) throw notFound('CART_NOT_FOUND');
    return {
      cart: await shapeCart(db, cart, deps.now()),
      result: await checkoutResult(db, actor.organiser, cart),
    };
  });
}
