import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { NavLink } from '../../core/schemas/index';
import { navLinkHref, navLinkMenu } from '../../core/site/index';
import type { Website } from '../app/context';
import { useT } from '../i18n/react';
import { HeaderSearch } from '../search/HeaderSearch';
import { lineIconProps } from './icon-props';
import { LocalLink } from './LocalLink';
import { CartMachine, ShellMachine } from './machines';
import { useWebsite } from './website';

export { NavList } from './NavList';
import './shell.css';

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...lineIconProps} width={14} height={14} className="chevron-icon">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...lineIconProps} width={24} height={24}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" {...lineIconProps} width={24} height={24}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" {...lineIconProps} width={24} height={24}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

interface NavItemProps {
  link: NavLink;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

// The popover or mega menu arrives with its first open (closed, it renders nothing, on the server as here).
const NavPopover = lazy(() => import('./NavPopover').then((module) => ({ default: module.NavPopover })));

/**
 * A link with children: the trigger (what useOverlayTrigger gives a dialog trigger: an id, `aria-haspopup`,
 * `aria-expanded`, `aria-controls` while open) and, from its first open on, the popover or mega menu.
 */
function NavMenuItem({ link, menu, isOpen, onOpenChange }: NavItemProps & { menu: 'popover' | 'mega' }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const popoverId = useId();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        className="site-nav__link site-nav__trigger"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onPress={() => onOpenChange(!isOpen)}
      >
        {link.name}
        <ChevronIcon />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NavPopover
            link={link}
            menu={menu}
            id={popoverId}
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      )}
    </>
  );
}

/** One desktop link: a plain link, a popover of its children, or a mega menu (part 1 §2). */
function NavItem({ link, isOpen, onOpenChange }: NavItemProps) {
  const menu = navLinkMenu(link);
  if (menu === 'link') {
    return (
      <LocalLink href={navLinkHref(link.href)} className="site-nav__link">
        {link.name}
      </LocalLink>
    );
  }
  return <NavMenuItem link={link} menu={menu} isOpen={isOpen} onOpenChange={onOpenChange} />;
}

export interface HeaderViewProps {
  organiser: Website['organiser'];
  header: Website['header'];
  /** Unexpired items in the cart. */
  cartCount: number;
  cartOpen: boolean;
  menuOpen: boolean;
  /** The id of the open popover or mega menu (the shell machine's submenu), null when none. */
  submenu: string | null;
  onSubmenuChange: (id: string, open: boolean) => void;
  onCartPress: () => void;
  onMenuPress: () => void;
}

/** The submenu id of a header link in the shell machine. */
export function submenuId(link: NavLink): string {
  return `header-${link.id}`;
}

/** Where the desktop links sit in the three slots of the bar (logo position × links position). */
function linksSlot(settings: Website['header']['settings']): 'start' | 'center' | 'end' | 'below' {
  if (settings.links_position === 'left') return 'start';
  if (settings.links_position === 'right') return 'end';
  return settings.logo_position === 'center' ? 'below' : 'center';
}

/**
 * The header (part 1 §2): logo to the root, desktop links with popovers and mega menus, the site search field
 * (issue 20 §3, desktop; the mobile menu has its own), the cart button with its badge of unexpired items, and the mobile menu button (below the shell breakpoint, part 2 §9).
 */
export function HeaderView(props: HeaderViewProps) {
  const {
    organiser,
    header,
    cartCount,
    cartOpen,
    menuOpen,
    submenu,
    onSubmenuChange,
    onCartPress,
    onMenuPress,
  } = props;
  const { t } = useT();
  const { settings } = header;
  const slot = linksSlot(settings);
  const links = header.content.links;
  const logo = (
    <LocalLink
      href="/"
      className="site-header__logo"
      aria-label={t('shell.header.home', { name: organiser.name })}
    >
      {organiser.logo ? (
        <img src={organiser.logo} alt="" className="site-header__logo-image" />
      ) : (
        <span className="site-header__logo-text">{organiser.name}</span>
      )}
    </LocalLink>
  );
  const nav =
    links.length > 0 ? (
      <nav className={`site-nav site-nav--${slot}`} aria-label={t('shell.header.navigation')}>
        <ul className="site-nav__items">
          {links.map((link) => {
            const id = submenuId(link);
            return (
              <li key={link.id} className="site-nav__item">
                <NavItem
                  link={link}
                  isOpen={submenu === id}
                  onOpenChange={(open) => onSubmenuChange(id, open)}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    ) : null;
  return (
    <header
      className="site-header"
      data-position={settings.position}
      data-logo-position={settings.logo_position}
      data-links-position={settings.links_position}
    >
      <div className="site-header__bar">
        <div className="site-header__slot site-header__slot--start">
          <Button
            className="site-header__icon-button site-header__menu-button"
            aria-label={t('shell.header.openMenu')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPress={onMenuPress}
          >
            <MenuIcon />
          </Button>
          {settings.logo_position === 'left' && logo}
          {slot === 'start' && nav}
        </div>
        <div className="site-header__slot site-header__slot--center">
          {settings.logo_position === 'center' && logo}
          {slot === 'center' && nav}
        </div>
        <div className="site-header__slot site-header__slot--end">
          {slot === 'end' && nav}
          <HeaderSearch variant="header" />
          <Button
            className="site-header__icon-button cart-button"
            aria-label={t('shell.header.cart', { count: cartCount })}
            aria-expanded={cartOpen}
            onPress={onCartPress}
          >
            <CartIcon />
            {cartCount > 0 && (
              <span className="cart-button__badge" aria-hidden="true">
                {cartCount}
              </span>
            )}
          </Button>
        </div>
      </div>
      {slot === 'below' && <div className="site-header__below">{nav}</div>}
    </header>
  );
}

/** The header wired to the organiser's website, the shell machine and the cart's unexpired count. */
export function Header() {
  const website = useWebsite();
  const shell = ShellMachine.useActorRef();
  const submenu = ShellMachine.useSelector((state) => state.context.submenu);
  const menuOpen = ShellMachine.useSelector((state) => state.context.mobileMenuOpen);
  const cartOpen = ShellMachine.useSelector((state) => state.context.cartOpen);
  const cartCount = CartMachine.useSelector((state) => state.context.count);
  return (
    <HeaderView
      organiser={website.organiser}
      header={website.header}
      cartCount={cartCount}
      cartOpen={cartOpen}
      menuOpen={menuOpen}
      submenu={submenu}
      onSubmenuChange={(id, open) => {
        if (open) shell.send({ type: 'submenu.open', id });
        else if (shell.getSnapshot().context.submenu === id) shell.send({ type: 'submenu.close' });
      }}
      onCartPress={() => shell.send({ type: 'cart.toggle' })}
      onMenuPress={() => shell.send({ type: 'menu.open' })}
    />
  );
}
