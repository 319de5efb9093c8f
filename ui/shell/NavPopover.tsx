import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import type { NavLink } from '../../core/schemas/index';
import { navLinkHref } from '../../core/site/index';
import { useT } from '../i18n/react';
import { LocalLink } from './LocalLink';
import { NavList } from './NavList';
import './shell.css';

/** The link's own page, first in its popover or mega menu, when it has one. */
function OverviewLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { t } = useT();
  const href = navLinkHref(link.href);
  if (href === '#') return null;
  return (
    <LocalLink href={href} className="site-nav__overview" onClick={onNavigate}>
      {t('shell.header.seeAll', { name: link.name })}
    </LocalLink>
  );
}

/** Columns of a mega menu: each child is a heading, its children the list beneath. */
function MegaMenuColumns({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <div className="mega-menu__columns">
      {link.children.map((column) => {
        const href = navLinkHref(column.href);
        return (
          <div key={column.id} className="mega-menu__column">
            <h2 className="mega-menu__heading">
              {href === '#' ? (
                column.name
              ) : (
                <LocalLink href={href} onClick={onNavigate}>
                  {column.name}
                </LocalLink>
              )}
            </h2>
            {column.children.length > 0 && (
              <NavList links={column.children} className="nav-list" onNavigate={onNavigate} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A header link's popover or mega menu (part 1 §2), in its own chunk: the header renders its trigger and
 * loads this on the first open, so the overlay code (positioning, focus containment, dismissal) is not part
 * of the first load.
 */
export function NavPopover({
  link,
  menu,
  id,
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  link: NavLink;
  menu: 'popover' | 'mega';
  id: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={menu === 'mega' ? 'bottom' : 'bottom start'}
      offset={10}
      className={`site-nav__popover site-nav__popover--${menu}`}
    >
      <Dialog id={id} aria-label={link.name} className="site-nav__dialog">
        <OverviewLink link={link} onNavigate={close} />
        {menu === 'mega' ? (
          <MegaMenuColumns link={link} onNavigate={close} />
        ) : (
          <NavList links={link.children} className="nav-list" onNavigate={close} />
        )}
      </Dialog>
    </Popover>
  );
}
