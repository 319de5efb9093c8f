import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { errorToastText, failureCode } from '../../core/errors/index';
import { sessionCalls } from '../../core/schemas/index';
import { authLinkHrefs, mailtoHref, telHref } from '../../core/site/index';
import { useApi } from '../app/api';
import type { Website } from '../app/context';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { lineIconProps } from './icon-props';
import { LocalLink } from './LocalLink';
import { useSession, useWebsite } from './website';
import './shell.css';
import { useMinimumDisplay } from '../app/minimum-display';

type Topbar = Website['topbar'];
export type TopbarContacts = Topbar['content']['contacts'];

/** The part of the customer the shell shows: the greeting uses the firstname. */
export interface ShellCustomer {
  firstname: string;
}

export interface AuthHrefs {
  login: string;
  register: string;
}

/**
 * Logging out: the POST, then the root loader runs again so the whole shell sees the visitor. It is a form
 * action with its toasts: loading, then "success toast (key logout.form.messages.success)" (part 2 §7) or
 * the failure (part 2 §8), which also stays beside the button.
 */
export interface LogoutState {
  logout: () => void;
  pending: boolean;
  /** The translated failure, null when none. */
  error: string | null;
  /** The last logout succeeded. */
  done: boolean;
}

export function useLogout(): LogoutState {
  const api = useApi();
  const router = useRouter();
  const { i18n } = useT();
  const toast = useToast();
  const [state, setState] = useState({ pending: false, error: null as string | null, done: false });
  const logout = useCallback(() => {
    setState({ pending: true, error: null, done: false });
    toast.form.loading();
    api
      .call(sessionCalls.logout, {})
      .then(() => router.invalidate())
      .then(
        () => {
          toast.form.success(i18n.t('logout.form.messages.success'));
          setState({ pending: false, error: null, done: true });
        },
        (error: unknown) => {
          const text = errorToastText({ code: failureCode(error) }, lookup(i18n));
          toast.form.error(failureCode(error));
          setState({ pending: false, error: text, done: false });
        },
      );
  }, [api, router, i18n, toast]);
  return { logout, ...state };
}

/** Login and register addresses carrying the current path and query as redirect (plain on auth pages). */
export function useAuthHrefs(): AuthHrefs {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  return authLinkHrefs({ pathname, search });
}

const iconProps = { ...lineIconProps, width: 16, height: 16 } as const;

export function MailIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** "contact e-mail and phone as mailto and tel links". Nothing when the organiser gave neither. */
export function Contacts({ contacts, className }: { contacts: TopbarContacts; className: string }) {
  const { t } = useT();
  if (!contacts.email && !contacts.phone) return null;
  return (
    <ul className={className}>
      {contacts.email && (
        <li>
          <LocalLink
            href={mailtoHref(contacts.email)}
            aria-label={t('shell.contacts.email', { email: contacts.email })}
          >
            <MailIcon />
            <span>{contacts.email}</span>
          </LocalLink>
        </li>
      )}
      {contacts.phone && (
        <li>
          <LocalLink
            href={telHref(contacts.phone)}
            aria-label={t('shell.contacts.phone', { phone: contacts.phone })}
          >
            <PhoneIcon />
            <span>{contacts.phone}</span>
          </LocalLink>
        </li>
      )}
    </ul>
  );
}

export interface AccountActionsProps {
  customer: ShellCustomer | null;
  authHrefs: AuthHrefs;
  logout: LogoutState;
  className: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** Either the greeting, the account link and logout, or the login and register links. */
export function AccountActions({ customer, authHrefs, logout, className, onNavigate }: AccountActionsProps) {
  const { t } = useT();
  // "loader minimum display 350 ms" (part 2 §9): the pending button does not flash.
  const loggingOut = useMinimumDisplay(logout.pending);
  if (!customer) {
    return (
      <div className={className}>
        <LocalLink href={authHrefs.login} className="account-actions__link" onClick={onNavigate}>
          {t('shell.topbar.login')}
        </LocalLink>
        <LocalLink
          href={authHrefs.register}
          className="account-actions__link account-actions__link--strong"
          onClick={onNavigate}
        >
          {t('shell.topbar.register')}
        </LocalLink>
      </div>
    );
  }
  return (
    <div className={className}>
      <span className="account-actions__greeting">
        <UserIcon />
        {t('shell.topbar.greeting', { firstname: customer.firstname })}
      </span>
      <LocalLink href="/account/home" className="account-actions__link" onClick={onNavigate}>
        {t('shell.topbar.account')}
      </LocalLink>
      <Button
        className="account-actions__link account-actions__logout"
        onPress={logout.logout}
        isPending={loggingOut}
      >
        {loggingOut ? t('shell.topbar.loggingOut') : t('shell.topbar.logout')}
      </Button>
      {logout.error && (
        <span role="alert" className="account-actions__error">
          {logout.error}
        </span>
      )}
    </div>
  );
}

export interface TopBarViewProps {
  topbar: Topbar;
  customer: ShellCustomer | null;
  authHrefs: AuthHrefs;
  logout: LogoutState;
}

/** The bar above the header (part 1 §2): contacts, announcement, account. Colours come from CSS variables. */
export function TopBarView({ topbar, customer, authHrefs, logout }: TopBarViewProps) {
  const { t } = useT();
  const { contacts, announcement } = topbar.content;
  const text = announcement?.text?.trim();
  const href = announcement?.href?.trim();
  return (
    <section className="topbar" aria-label={t('shell.topbar.label')}>
      <div className="topbar__inner">
        <Contacts contacts={contacts} className="topbar__contacts" />
        {text && (
          <p className="topbar__announcement">
            {href ? (
              <LocalLink href={href} className="topbar__announcement-link">
                {text}
              </LocalLink>
            ) : (
              text
            )}
          </p>
        )}
        <AccountActions
          customer={customer}
          authHrefs={authHrefs}
          logout={logout}
          className="topbar__account"
        />
      </div>
    </section>
  );
}

/** The top bar with the organiser's contacts and announcement and the visitor's session. */
export function TopBar() {
  const website = useWebsite();
  const session = useSession();
  const authHrefs = useAuthHrefs();
  const logout = useLogout();
  return (
    <TopBarView topbar={website.topbar} customer={session.customer} authHrefs={authHrefs} logout={logout} />
  );
}
