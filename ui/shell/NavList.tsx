import type { NavLink } from '../../core/schemas/index';
import { navLinkHref } from '../../core/site/index';
import { LocalLink } from './LocalLink';

/** A nested list of navigation links (empty addresses become "#", part 1 §3). */
export function NavList({
  links,
  className,
  onNavigate,
}: {
  links: readonly NavLink[];
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          {navLinkHref(link.href) === '#' && link.children.length > 0 ? (
            // A group without a page of its own labels its children.
            <span className="nav-list__label">{link.name}</span>
          ) : (
            <LocalLink href={navLinkHref(link.href)} className="nav-list__link" onClick={onNavigate}>
              {link.name}
            </LocalLink>
          )}
          {link.children.length > 0 && (
            <NavList links={link.children} className="nav-list nav-list--nested" onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
