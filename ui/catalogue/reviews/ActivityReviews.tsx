import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { type StarFill, starFills } from '../../../core/catalogue/index';
import {
  catalogueCalls,
  type PublicReview,
  type ActivityReviews as Reviews,
} from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useMinimumDisplay } from '../../app/minimum-display';
import { withAreaMessages } from '../../i18n/area-messages';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { useToast } from '../../toasts/Toasts';
import { reviewMessages } from './messages';
import './reviews.css';

/** Five stars, decorative: the text beside them says the same for everyone. */
function Stars({ fills }: { fills: StarFill[] }) {
  return (
    <span className="reviews-stars" aria-hidden="true">
      {fills.map((fill, index) => (
        // The five positions never move: the index is the star's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
        <span key={index} className={`reviews-star reviews-star--${fill}`}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The reviews of an activity (issue 20 §2) on its catalogue page and its availabilities' pages: the average
 * and count ("4,5 sur 5 (12 avis)", stars decorative), the latest reviews with the reviewer's first name and
 * initial, date and text (plain text: React escapes it), and "more reviews" while some are not shown. Shows
 * nothing at all when the activity has no review (no heading, no empty stars).
 */
export function ActivityReviews({ activity, initial }: { activity: string; initial: Reviews | null }) {
  const { t, i18n } = useT();
  const format = useFormat();
  withAreaMessages(i18n, reviewMessages);
  const api = useApi();
  const toast = useToast();
  const [reviews, setReviews] = useState<PublicReview[]>(initial?.data ?? []);
  const [count, setCount] = useState(initial?.count ?? 0);
  const [loading, setLoading] = useState(false);
  const showLoading = useMinimumDisplay(loading);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusFrom === null) return;
    // The first review the button brought in takes the focus, so reading goes on where the new ones begin.
    list.current?.querySelectorAll<HTMLElement>('[data-review]')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  if (!initial || initial.count === 0 || initial.average === null) return null;
  const pageSize = Math.max(1, initial.data.length);

  const more = async () => {
    setLoading(true);
    try {
      const from = reviews.length;
      const answer = await api.call(
        catalogueCalls.activityReviews,
        { page_number: Math.floor(from / pageSize) + 1, page_size: pageSize },
        { params: { cuid: activity } },
      );
      const known = new Set(reviews.map((review) => review.id));
      setReviews([...reviews, ...answer.data.filter((review) => !known.has(review.id))]);
      setCount(answer.count);
      setFocusFrom(from);
    } catch (error) {
      toast.form.error(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="reviews" aria-labelledby="activity-reviews-title">
      <h2 id="activity-reviews-title">{t('catalog.reviews.title')}</h2>
      <p className="reviews-summary">
        <Stars fills={starFills(initial.average)} />
        <span>
          {t('catalog.reviews.average', {
            average: format.number(initial.average, 1),
            count: initial.count,
          })}
        </span>
      </p>
      <ol className="reviews-list" ref={list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <article
              className="reviews-item"
              data-review
              tabIndex={-1}
              aria-label={t('catalog.reviews.by', { author: review.author })}
            >
              <p className="reviews-item__meta">
                <strong>{review.author}</strong>
                <span className="catalog-muted">
                  {' · '}
                  <time dateTime={review.created_at}>{format.instant(review.created_at, 'date')}</time>
                </span>
              </p>
              <p className="reviews-item__score">
                <Stars fills={starFills(review.score)} />
                <span className="visually-hidden">{t('catalog.reviews.score', { score: review.score })}</span>
              </p>
              {review.message ? <p className="reviews-item__text">{review.message}</p> : null}
            </article>
          </li>
        ))}
      </ol>
      {reviews.length < count ? (
        <div className="control-row reviews-more">
          <p className="catalog-muted" aria-live="polite">
            {t('catalog.reviews.shown', { shown: reviews.length, count })}
          </p>
          <Button className="button" isPending={showLoading} onPress={() => void more()}>
            {showLoading ? t('catalog.reviews.loadingMore') : t('catalog.reviews.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
