import { Button, Heading } from 'react-aria-components';
import './calendar.css';

/**
 * The header of a React Aria month calendar: previous month, the month's heading, next month. It has the shared
 * `month-calendar` look; `block` is the area's CSS block (`catalog-calendar` → `catalog-calendar__header`,
 * `__nav`, `__title`).
 */
export function CalendarHeader({
  block,
  heading = 'title',
}: {
  block: string;
  heading?: 'title' | 'heading';
}) {
  return (
    <header className={`month-calendar__header ${block}__header`}>
      <Button slot="previous" className={`calendar-button ${block}__nav`}>
        ‹
      </Button>
      <Heading className={`month-calendar__title ${block}__${heading}`} />
      <Button slot="next" className={`calendar-button ${block}__nav`}>
        ›
      </Button>
    </header>
  );
}
