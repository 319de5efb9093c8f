import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { PaginationView } from '../../core/lists/index';
import './pagination.css';

/** The words of one list's pagination, from its area's messages. */
export interface PaginationTexts {
  /** The navigation's accessible name ("Pagination des résultats"). */
  label: string;
  previous: string;
  next: string;
}

/** An area's pagination words, from its messages under `prefix`: `{prefix}.label`, `.previous`, `.next`. */
export function paginationTexts(t: TFunction, prefix: string): PaginationTexts {
  return { label: t(`${prefix}.label`), previous: t(`${prefix}.previous`), next: t(`${prefix}.next`) };
}

/** How a page is reached: in place (a state change) or by a link (a URL query the page reads). */
export type PageTarget =
  | { onPage: (page: number) => void; linkTo?: never }
  | { linkTo: (page: number, className: string, children: ReactNode) => ReactNode; onPage?: never };

/**
 * The one previous / next pagination (part 1 §4 "Pagination"): core `pagination` decides whether it shows
 * and which direction is closed. The current page's status carries aria-current="page". In place, the
 * directions are React Aria buttons and the status is announced; by links, a closed direction is plain text
 * marked disabled, not a link. `className` is the area's block (beside the kit's `pagination-bar`):
 * `{block}__status` and `{block}__link`.
 */
export function Pagination({
  view,
  texts,
  status,
  className,
  ...target
}: {
  view: PaginationView;
  texts: PaginationTexts;
  /** "Page 2 sur 3" and whatever the area adds (the total). */
  status: ReactNode;
  className: string;
} & PageTarget) {
  if (!view.visible) return null;
  const linkClass = `button ${className}__link`;
  const direction = (page: number | null, text: string) => {
    if (target.onPage) {
      const { onPage } = target;
      return (
        <Button className="button" isDisabled={page === null} onPress={() => page !== null && onPage(page)}>
          {text}
        </Button>
      );
    }
    return page === null ? (
      <span className={linkClass} aria-disabled="true" data-disabled="true">
        {text}
      </span>
    ) : (
      target.linkTo(page, linkClass, text)
    );
  };
  return (
    <nav className={`control-row pagination-bar ${className}`} aria-label={texts.label}>
      {direction(view.previousPage, texts.previous)}
      <p
        className={`pagination-bar__status ${className}__status`}
        aria-current="page"
        aria-live={target.onPage ? 'polite' : undefined}
      >
        {status}
      </p>
      {direction(view.nextPage, texts.next)}
    </nav>
  );
}
