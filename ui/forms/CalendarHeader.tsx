import { Button, Heading } from 'react-aria-components';

/**
 * The header of a React Aria month calendar: previous month, the month's heading, next month. `block` is the
 * CSS block of the calendar (`catalog-calendar` → `catalog-calendar__header`, `__nav`, `__title`).
 */
export function CalendarHeader({
  block,
  heading = 'title',
}: {
  block: string;
  heading?: 'title' | 'heading';
}) {
  return (
    <header className={`${block}__header`}>
      <Button slot="previous" className={`${block}__nav`}>
        ‹
      </Button>
      <Heading className={`${block}__${heading}`} />
      <Button slot="next" className={`${block}__nav`}>
        ›
      </Button>
    </header>
  );
}
