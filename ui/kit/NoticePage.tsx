import type { ReactNode } from 'react';
import { LocalLink } from '../shell/LocalLink';

/**
 * A narrow page that says one thing and offers one way on: a title, a text and a primary link (home unless
 * `href` says otherwise). With a `labelId` it is a section named by its title (a landmark); without, a plain block.
 */
export function NoticePage({
  title,
  text,
  action,
  href = '/',
  labelId,
  className,
}: {
  title: string;
  text: ReactNode;
  action: string;
  href?: string;
  labelId?: string;
  className?: string;
}) {
  const classes = className ? `page page--narrow ${className}` : 'page page--narrow';
  const content = (
    <>
      <h1 id={labelId}>{title}</h1>
      <p>{text}</p>
      <LocalLink href={href} className="button button--primary">
        {action}
      </LocalLink>
    </>
  );
  return labelId ? (
    <section className={classes} aria-labelledby={labelId}>
      {content}
    </section>
  ) : (
    <div className={classes}>{content}</div>
  );
}
