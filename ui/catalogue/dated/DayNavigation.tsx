import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { type DayBounds, stepDay } from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import '../catalogue.css';

/** The chosen day as a heading between previous-day and next-day buttons (disabled outside the calendar bounds). */
export function DayNavigation({
  day,
  bounds,
  onDay,
  children,
}: {
  day: string;
  bounds: DayBounds;
  onDay: (day: string) => void;
  /** Further controls beside the buttons (the filter calendar, the filters). */
  children?: ReactNode;
}) {
  const { t } = useT();
  const format = useFormat();
  const previous = stepDay(day, -1, bounds);
  const next = stepDay(day, 1, bounds);
  return (
    <div className="control-row dated-nav">
      <div className="control-row__stepper">
        <Button
          className="catalog-step dated-nav__step"
          aria-label={t('catalog.dated.previousDay')}
          isDisabled={previous === null}
          onPress={() => previous && onDay(previous)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <div aria-live="polite" className="dated-nav__title-wrap">
          <h2 className="dated-nav__title">{format.day(day, 'full')}</h2>
        </div>
        <Button
          className="catalog-step dated-nav__step"
          aria-label={t('catalog.dated.nextDay')}
          isDisabled={next === null}
          onPress={() => next && onDay(next)}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {children ? <div className="dated-nav__tools">{children}</div> : null}
    </div>
  );
}
