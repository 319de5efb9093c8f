import type { NavLink } from '../../core/schemas/index';
import { footerLinkHref } from '../../core/site/index';
import { brusselsDate } from '../../core/time/index';
import type { Website } from '../app/context';
import { useT } from '../i18n/react';
import { LocalLink } from './LocalLink';
import { useWebsite } from './website';
import './shell.css';
import { useNow } from '../kit/clock/clock';

/** The provider's legal pages in the footer's order, with the text of each ("shell.footer.{text}"). */
const LEGAL_LINKS = [
  { key: 'notice', text: 'notice' },
  { key: 'disclaimer', text: 'disclaimer' },
  { key: 'privacy_policy', text: 'privacy' },
] as const;

/** A footer entry: a link, or plain text when it has no address (core footerLinkHref). */
function FooterEntry({ link, className }: { link: NavLink; className: string }) {
  const href = footerLinkHref(link.href);
  if (href === null) return <span className={`${className} ${className}--text`}>{link.name}</span>;
  return (
    <LocalLink href={href} className={className}>
      {link.name}
    </LocalLink>
  );
}

export interface FooterViewProps {
  organiser: Website['organiser'];
  footer: Website['footer'];
  /** The provider's legal pages, from the server's configuration (GET /api/website); null: not shown. */
  legalLinks: Website['provider_legal_links'];
  /** The current year, in Brussels, for the copyright line. */
  year: number;
}

/**
 * The footer (part 1 §2): organiser name, logo and quote; navigation columns (a link without an address is
 * plain text); the provider's legal links ("go to the provider's external site": the addresses the server is
 * configured with, never written here); the copyright line.
 */
export function FooterView({ organiser, footer, legalLinks, year }: FooterViewProps) {
  const { t } = useT();
  const { links, quote } = footer.content;
  const legal = LEGAL_LINKS.flatMap(({ key, text }) => {
    const href = legalLinks[key];
    return href ? [{ key, text, href }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          {organiser.logo && <img src={organiser.logo} alt="" className="site-footer__logo" />}
          <p className="site-footer__name">{organiser.name}</p>
          {quote?.trim() && <p className="site-footer__quote">{quote}</p>}
        </div>
        {links.length > 0 && (
          <nav className="site-footer__nav" aria-label={t('shell.footer.navigation')}>
            {links.map((column) => (
              <div key={column.id} className="site-footer__column">
                <h2 className="site-footer__heading">
                  <FooterEntry link={column} className="site-footer__heading-link" />
                </h2>
                {column.children.length > 0 && (
                  <ul className="site-footer__list">
                    {column.children.map((link) => (
                      <li key={link.id}>
                        <FooterEntry link={link} className="site-footer__link" />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          {t('shell.footer.copyright', { year, name: organiser.name })}
        </p>
        {legal.length > 0 && (
          <nav aria-label={t('shell.footer.legal')}>
            <ul className="site-footer__legal">
              {legal.map(({ key, text, href }) => (
                <li key={key}>
                  <LocalLink href={href} className="site-footer__link">
                    {t(`shell.footer.${text}`)}
                    <span className="visually-hidden"> {t('shell.newTab')}</span>
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}

/** The footer of the organiser's website. */
export function Footer() {
  const website = useWebsite();
  const year = brusselsDate(useNow()).year;
  return (
    <FooterView
      organiser={website.organiser}
      footer={website.footer}
      legalLinks={website.provider_legal_links}
      year={year}
    />
  );
}
