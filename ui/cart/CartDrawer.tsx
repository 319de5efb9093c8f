import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { checkoutButtonEffect, drawerView, loginHref, visibleCartItems } from '../../core/cart/index';
import type { CartItem } from '../../core/schemas/index';
import { useT } from '../i18n/react';
import { CartItemView, useCartItemTitle } from '../kit/cart-lines/CartItemView';
import { wholeCartItems } from '../kit/cart-lines/cart-items';
import { useOutcomes } from '../kit/machine/useOutcomes';
import { focusIsLost, focusTarget } from '../shell/focus';
import { LocalLink } from '../shell/LocalLink';
import { CartMachine, ShellMachine } from '../shell/machines';
import { useSession } from '../shell/website';
import { useToast } from '../toasts/Toasts';
import { DrawerTotals } from './DrawerTotals';
import '../kit/cart-lines/cart.css';
import { useMinimumDisplay } from '../app/minimum-display';

/** Removes one item through the app-wide cart machine, pending while the removal runs. */
export function RemoveButton({ item, onRemove }: { item: CartItem; onRemove?: () => void }) {
  const { t } = useT();
  const cart = CartMachine.useActorRef();
  const title = useCartItemTitle(item);
  const removing = CartMachine.useSelector((state) => state.context.removingId === item.id);
  // Part 2 §9 loader minimum display: once shown the pending state stays 350 ms.
  const showRemoving = useMinimumDisplay(removing);
  const canRemove = CartMachine.useSelector((state) => state.can({ type: 'item.remove', item_id: item.id }));
  return (
    <Button
      className="cart-item__remove"
      aria-label={t('cart.item.remove', { title })}
      isPending={showRemoving}
      isDisabled={!canRemove && !removing}
      onPress={() => {
        onRemove?.();
        cart.send({ type: 'item.remove', item_id: item.id });
      }}
    >
      {removing ? t('cart.item.removing') : t('cart.item.removeShort')}
    </Button>
  );
}

/**
 * The cart machine's outcomes as shell toasts: "cart updated" after a removal (part 2 §7 "DELETE
 * /api/carts/items ... success key cart.messages.updated"), from the drawer or the checkout page alike, or
 * the translated error. The drawer is always mounted in the shell, so it reports them.
 */
function useCartToasts() {
  const { i18n } = useT();
  const toast = useToast();
  useOutcomes(CartMachine.useActorRef(), {
    'cart.itemRemoved': ({ message }) => toast.shell.success(i18n.t(message)),
    'cart.failed': ({ code }) => toast.shell.error(code),
  });
}

function LoginPrompt({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useT();
  const location = useRouterState({ select: (state) => state.location });
  return (
    <div className="cart-drawer__state">
      <p className="cart-drawer__state-title">{t('cart.drawer.login.title')}</p>
      <p>{t('cart.drawer.login.text')}</p>
      <LocalLink
        href={loginHref(`${location.pathname}${location.searchStr}`)}
        className="button button--primary"
        onClick={onNavigate}
      >
        {t('cart.drawer.login.action')}
      </LocalLink>
    </div>
  );
}

function EmptyState() {
  const { t } = useT();
  return (
    <div className="cart-drawer__state" tabIndex={-1} data-cart-empty>
      <span className="cart-drawer__empty-icon" aria-hidden="true" />
      <p className="cart-drawer__state-title">{t('cart.drawer.empty.title')}</p>
      <p>{t('cart.drawer.empty.subtitle')}</p>
    </div>
  );
}

function Footer({ items, now, onClose }: { items: CartItem[]; now: string; onClose: () => void }) {
  const { t } = useT();
  const shell = ShellMachine.useActorRef();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const effect = checkoutButtonEffect(pathname);
  const checkout = () => shell.send({ type: 'cart.checkout' });
  return (
    <footer className="cart-drawer__footer">
      <DrawerTotals items={items} now={now} />
      <p className="cart-drawer__count">{t('cart.drawer.count', { count: items.length })}</p>
      <div className="cart-drawer__actions">
        <Button className="button visually-hidden-until-focus cart-drawer__close" onPress={onClose}>
          {t('cart.drawer.close')}
        </Button>
        {effect.navigate ? (
          <LocalLink href="/checkout" className="button button--primary" onClick={checkout}>
            {t('cart.drawer.checkout')}
          </LocalLink>
        ) : (
          <Button className="button button--primary" onPress={checkout}>
            {t('cart.drawer.checkout')}
          </Button>
        )}
      </div>
    </footer>
  );
}

/** Runs `then` after `count` animation frames. */
function afterFrames(count: number, then: () => void) {
  requestAnimationFrame(() => (count > 1 ? afterFrames(count - 1, then) : then()));
}

/** What is focusable and not hidden by an open overlay. */
const reachable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  element !== document.body &&
  element.closest('[inert], [aria-hidden="true"]') === null;

/**
 * Where focus goes when the drawer has closed (issue 18 §20), if React Aria's own restore left it on
 * `<body>`: the element that opened it (the header's cart button, or the add form's submit button when an
 * add opened it), else the header's cart button. Rendered inside the dialog: it acts once the dialog has
 * left the page, after its exit animation and React Aria's restore.
 */
function ReturnFocusOnClose({ opener }: { opener: RefObject<Element | null> }) {
  useEffect(
    () => () => {
      const target = opener.current;
      afterFrames(2, () => {
        if (!focusIsLost()) return;
        const fallback = document.querySelector('.cart-button');
        const next = [target, fallback].find(reachable);
        if (next) next.focus();
      });
    },
    [opener],
  );
  return null;
}

/**
 * After an item is removed from the drawer, focus goes to the next item, else the previous one, else the
 * list or the empty message, never `<body>` with the removed item's button (issue 18 §20).
 */
function useFocusAfterRemoval(items: CartItem[], body: RefObject<HTMLDivElement | null>) {
  const removal = useRef<{ id: number; index: number } | null>(null);
  const error = CartMachine.useSelector((state) => state.context.error);
  useEffect(() => {
    const pending = removal.current;
    if (!pending) return;
    if (items.some((item) => item.id === pending.id)) return;
    removal.current = null;
    // After React Aria's own focus restore, which runs in a next frame when the removed button's parts
    // unmount and would send focus out of the drawer to what opened it.
    afterFrames(2, () => {
      const root = body.current;
      if (!root) return;
      const rows = root.querySelectorAll<HTMLElement>('.cart-drawer__items > li');
      const next =
        rows[pending.index] ??
        rows[pending.index - 1] ??
        root.querySelector<HTMLElement>('.cart-drawer__items, [data-cart-empty]') ??
        root;
      focusTarget(next);
    });
  }, [items, body]);
  useEffect(() => {
    if (error) removal.current = null;
  }, [error]);
  return (item: CartItem) => {
    removal.current = { id: item.id, index: items.findIndex((each) => each.id === item.id) };
  };
}

/**
 * The cart drawer (part 1 §2 "Cart drawer"): a modal panel from the right (from the bottom at 600 px or
 * less), open while the shell machine's `cartOpen` flag is set. Visitors see a login prompt, an empty cart
 * an empty state, otherwise the unexpired items in display order with a footer of totals and checkout.
 */
export function CartDrawer() {
  const { t } = useT();
  useCartToasts();
  const shell = ShellMachine.useActorRef();
  const open = ShellMachine.useSelector((state) => state.context.cartOpen);
  const machineItems = CartMachine.useSelector((state) => state.context.items);
  const now = CartMachine.useSelector((state) => state.context.now);
  const signedIn = useSession().customer !== null;
  const items = useMemo(() => visibleCartItems(wholeCartItems(machineItems), now), [machineItems, now]);
  const view = drawerView({ signedIn, items, now });
  const close = () => shell.send({ type: 'cart.close' });
  // What held focus when the drawer opened (stored while rendering the opening, before focus moves in).
  const opener = useRef<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && typeof document !== 'undefined') opener.current = document.activeElement;
  }
  const body = useRef<HTMLDivElement>(null);
  const removing = useFocusAfterRemoval(items, body);

  return (
    <ModalOverlay
      className="cart-drawer__overlay"
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <Modal className="cart-drawer">
        <Dialog className="cart-drawer__dialog">
          <header className="cart-drawer__header">
            <Heading slot="title" level={2} className="cart-drawer__title">
              {t('cart.drawer.title')}
            </Heading>
          </header>
          <ReturnFocusOnClose opener={opener} />
          <div className="cart-drawer__body" ref={body}>
            {view === 'login' ? <LoginPrompt onNavigate={close} /> : null}
            {view === 'empty' ? <EmptyState /> : null}
            {view === 'items' ? (
              <ul className="cart-drawer__items" aria-label={t('cart.drawer.items')} tabIndex={-1}>
                {items.map((item) => (
                  <li key={item.id} tabIndex={-1}>
                    <CartItemView
                      item={item}
                      onNavigate={close}
                      actions={<RemoveButton item={item} onRemove={() => removing(item)} />}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {view === 'items' ? <Footer items={items} now={now} onClose={close} /> : null}
          {view !== 'items' ? (
            <footer className="cart-drawer__footer cart-drawer__footer--plain">
              <Button className="button visually-hidden-until-focus cart-drawer__close" onPress={close}>
                {t('cart.drawer.close')}
              </Button>
            </footer>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
