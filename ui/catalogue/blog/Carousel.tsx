import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../../i18n/react';
import { wrapIndex } from './carousel';
import './blog.css';

export interface CarouselImage {
  id?: number | undefined;
  public_url: string;
}

/**
 * The article's pictures one at a time, with previous and next buttons that wrap around. The position is
 * announced politely; with a single picture there are no buttons.
 */
export function Carousel({ images, title }: { images: readonly CarouselImage[]; title: string }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = wrapIndex(index, count);
  const image = images[current];
  if (!image) return null;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('blogPages.carousel.label')}>
      <div className="carousel__frame">
        <img
          key={image.public_url}
          className="carousel__image"
          src={image.public_url}
          alt={t('blogPages.carousel.image', { title, index: current + 1, count })}
        />
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <Button
            className="button carousel__button"
            aria-label={t('blogPages.carousel.previous')}
            onPress={() => setIndex(wrapIndex(current - 1, count))}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <p className="carousel__position" aria-live="polite">
            {t('blogPages.carousel.position', { index: current + 1, count })}
          </p>
          <Button
            className="button carousel__button"
            aria-label={t('blogPages.carousel.next')}
            onPress={() => setIndex(wrapIndex(current + 1, count))}
          >
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      )}
    </section>
  );
}
