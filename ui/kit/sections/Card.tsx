import type { CSSProperties, ReactNode } from 'react';
import { isSafeMediaSource } from '../../../core/site/index';
import { LocalLink } from '../../shell/LocalLink';

export interface CardProps {
  href: string;
  title: string;
  /** The picture; undefined: an empty frame (no picture yet); null: no picture part at all (not chosen). */
  image: string | null | undefined;
  /** "auto" keeps the picture's own shape (part 2 §9 "Card image aspect ratio default auto"). */
  aspectRatio: string;
  /** Part 2 §9 "grayscale true": the picture in grey until the card is pointed at or focused. */
  grayscale?: boolean;
  /** Lines under the title (age, period, validity…). */
  details?: ReactNode;
  excerpt?: string;
  price?: string | null;
}

/**
 * One card of a grid: the whole card is a single link (its title), so a keyboard or screen-reader user
 * meets one stop per card; the picture is decorative since the title names the card.
 */
export function Card({ href, title, image, aspectRatio, grayscale, details, excerpt, price }: CardProps) {
  const media: CSSProperties = aspectRatio === 'auto' ? {} : { aspectRatio };
  return (
    <article className={grayscale ? 'link-card site-card site-card--grayscale' : 'link-card site-card'}>
      {image === null ? null : (
        <div
          className={`site-card__media${aspectRatio === 'auto' ? ' site-card__media--auto' : ''}`}
          style={media}
        >
          {image && isSafeMediaSource(image) ? <img src={image} alt="" loading="lazy" /> : null}
        </div>
      )}
      <div className="site-card__body">
        <h3 className="site-card__title">
          <LocalLink href={href} className="link-card__link site-card__link">
            {title}
          </LocalLink>
        </h3>
        {details ? <div className="site-card__details">{details}</div> : null}
        {excerpt ? <p className="site-card__excerpt">{excerpt}</p> : null}
        {price ? <p className="site-card__price">{price}</p> : null}
      </div>
    </article>
  );
}
