import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { useT } from '../i18n/react';
import './auth.css';

/** The frame of every auth screen: one centred card with its title, a short text, the form, then links. */
export function AuthCard({
  id,
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  id: string;
  title: string;
  subtitle?: string | null;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'auth auth--wide' : 'auth'} aria-labelledby={`${id}-title`}>
      <div className="auth__card">
        <header className="auth__header">
          <h1 id={`${id}-title`} className="auth__title">
            {title}
          </h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </div>
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </section>
  );
}

/** Below sign-in and sign-up: the way to the other one, keeping where the visitor goes afterwards. */
export function AuthSwitch({
  to,
  redirect,
}: {
  to: '/auth/login' | '/auth/register';
  redirect: string | undefined;
}) {
  const { t } = useT();
  const toLogin = to === '/auth/login';
  return (
    <p>
      {toLogin ? t('auth.register.haveAccount') : t('auth.login.noAccount')}{' '}
      <Link to={to} search={{ redirect }}>
        {toLogin ? t('auth.register.login') : t('auth.login.register')}
      </Link>
    </p>
  );
}

/**
 * A failed submission, announced at once and kept until the next try. It can take the focus (not by Tab),
 * so the form can put a keyboard or screen reader user right on what went wrong.
 */
export function FormAlert({
  title,
  message,
  ref,
}: {
  title: string;
  message: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <div ref={ref} className="auth__alert" role="alert" tabIndex={-1}>
      <strong>{title}</strong>
      <span>{message}</span>
    </div>
  );
}

/** A confirmation shown in place of a form once it succeeded. */
export function FormSuccess({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <output className="auth__success">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="auth__success-icon">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="auth__success-body">
        <span className="auth__success-title">{title}</span>
        {children}
      </span>
    </output>
  );
}
