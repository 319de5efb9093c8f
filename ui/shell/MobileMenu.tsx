import {
  Button,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import type { NavLink } from '../../core/schemas/index';
import { navLinkHref } from '../../core/site/index';
import { useT } from '../i18n/react';
import { HeaderSearch } from '../search/HeaderSearch';
import { ChevronIcon, CloseIcon, NavList } from './Header';
import { LocalLink } from './LocalLink';
import { ShellMachine } from './machines';
import {
  AccountActions,
  type AuthHrefs,
  Contacts,
  type LogoutState,
  type ShellCustomer,
  type TopbarContacts,
  useAuthHrefs,
  useLogout,
} from './TopBar';
import { useSession, useWebsite } from './website';
import './shell.css';

/** A link with children becomes a collapsible group: its own page first (when it has one), then the children. */
function MobileGroup({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { t } = useT();
  const href = navLinkHref(link.href);
  return (
    <Disclosure className="mobile-nav__group">
      <Heading level={3} className="mobile-nav__heading">
        <Button slot="trigger" className="mobile-nav__trigger">
          {link.name}
          <ChevronIcon />
        </Button>
      </Heading>
      <DisclosurePanel className="mobile-nav__panel">
        {href !== '#' && (
          <LocalLink href={href} className="mobile-nav__overview" onClick={onNavigate}>
            {t('shell.header.seeAll', { name: link.name })}
          </LocalLink>
        )}
        <NavList links={link.children} className="nav-list" onNavigate={onNavigate} />
      </DisclosurePanel>
    </Disclosure>
  );
}

export interface MobileMenuViewProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was followed: the drawer closes even when the path does not change. */
  onNavigate: () => void;
  links: readonly NavLink[];
  contacts: TopbarContacts;
  customer: ShellCustomer | null;
  authHrefs: AuthHrefs;
  logout: LogoutState;
}

/**
 * The mobile menu (part 1 §2): a left drawer with the site search field (issue 20 §3), the header links (collapsible groups for links with
 * children), the account or login actions, and the contacts.
 */
export function MobileMenuView(props: MobileMenuViewProps) {
  const { isOpen, onOpenChange, onNavigate, links, contacts, customer, authHrefs, logout } = props;
  const { t } = useT();
  const hasContacts = Boolean(contacts.email || contacts.phone);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="mobile-menu__overlay">
      <Modal className="mobile-menu">
        <Dialog className="mobile-menu__dialog">
          <div className="mobile-menu__top">
            <Heading slot="title" level={2} className="mobile-menu__title">
              {t('shell.mobileMenu.title')}
            </Heading>
            <Button
              className="site-header__icon-button"
              aria-label={t('shell.mobileMenu.close')}
              onPress={() => onOpenChange(false)}
            >
              <CloseIcon />
            </Button>
          </div>
          <HeaderSearch variant="menu" onNavigate={onNavigate} />
          {links.length > 0 && (
            <nav aria-label={t('shell.header.navigation')} className="mobile-nav">
              <ul className="mobile-nav__items">
                {links.map((link) => (
                  <li key={link.id}>
                    {link.children.length > 0 ? (
                      <MobileGroup link={link} onNavigate={onNavigate} />
                    ) : (
                      <LocalLink
                        href={navLinkHref(link.href)}
                        className="mobile-nav__link"
                        onClick={onNavigate}
                      >
                        {link.name}
                      </LocalLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section className="mobile-menu__section" aria-labelledby="mobile-menu-account">
            <h3 id="mobile-menu-account" className="mobile-menu__section-title">
              {t('shell.mobileMenu.account')}
            </h3>
            <AccountActions
              customer={customer}
              authHrefs={authHrefs}
              logout={logout}
              className="mobile-menu__account"
              onNavigate={onNavigate}
            />
          </section>
          {hasContacts && (
            <section className="mobile-menu__section" aria-labelledby="mobile-menu-contacts">
              <h3 id="mobile-menu-contacts" className="mobile-menu__section-title">
                {t('shell.contacts.title')}
              </h3>
              <Contacts contacts={contacts} className="mobile-menu__contacts" />
            </section>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The drawer wired to the shell machine's mobile-menu flag (Escape and path changes close it there). */
export function MobileMenu() {
  const website = useWebsite();
  const session = useSession();
  const shell = ShellMachine.useActorRef();
  const isOpen = ShellMachine.useSelector((state) => state.context.mobileMenuOpen);
  const authHrefs = useAuthHrefs();
  const logout = useLogout();
  return (
    <MobileMenuView
      isOpen={isOpen}
      onOpenChange={(open) => shell.send({ type: open ? 'menu.open' : 'menu.close' })}
      onNavigate={() => shell.send({ type: 'menu.close' })}
      links={website.header.content.links}
      contacts={website.topbar.content.contacts}
      customer={session.customer}
      authHrefs={authHrefs}
      logout={logout}
    />
  );
}
