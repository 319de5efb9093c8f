import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  NumberField,
  SearchField,
  Select,
  SelectValue,
} from 'react-aria-components';
import {
  type CatalogueFilters,
  categoryFilterControl,
  emptyCatalogueFilters,
  type FilterControl,
  filterDebounce,
  hasActiveFilters,
  locationFilterControl,
  normaliseSearch,
  withFilters,
} from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';
import { ChoiceMark } from '../../kit/ChoiceMark';
import type { FilterChoice, FilterOptions, PeriodParam } from '../../kit/catalogue-filters/filter-options';
import type { FiltersUpdate } from '../../kit/catalogue-filters/filters';
import { ListPopover } from '../../kit/ListPopover';
import '../../kit/popover.css';

export {
  type FilterChoice,
  type FilterOptions,
  NO_FILTER_OPTIONS,
  type PeriodParam,
} from '../../kit/catalogue-filters/filter-options';

/** The controls of the filter form; a form given some shows only those (a cards grid's chosen filters). */
export type FilterField = 'search' | 'date' | 'weekday' | 'location' | 'period' | 'age' | 'category';
const ALL_FIELDS: readonly FilterField[] = [
  'search',
  'date',
  'weekday',
  'location',
  'period',
  'age',
  'category',
];

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const ANY = '__any__';

function Chevron() {
  return (
    <span aria-hidden="true" className="catalog-select__chevron">
      ▾
    </span>
  );
}

/** Several values among choices: checkboxes, or a multi-select when core says there are too many. */
function MultiChoice({
  label,
  choices,
  selected,
  control,
  onChange,
}: {
  label: string;
  choices: FilterChoice[];
  selected: string[];
  control: FilterControl;
  onChange: (values: string[]) => void;
}) {
  const { t } = useT();
  if (control === 'checkboxes') {
    return (
      <CheckboxGroup className="catalog-field catalog-checkboxes" value={selected} onChange={onChange}>
        <Label className="catalog-field__label">{label}</Label>
        {choices.map((choice) => (
          <Checkbox key={choice.value} value={choice.value} className="catalog-checkbox">
            <ChoiceMark kind="check" />
            {choice.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }
  return (
    <Select
      className="catalog-field"
      selectionMode="multiple"
      value={selected}
      onChange={(keys) => onChange((keys as Array<string | number>).map(String))}
      placeholder={t('catalog.filters.chooseMany')}
    >
      <Label className="catalog-field__label">{label}</Label>
      <Button className="select-trigger catalog-select">
        <SelectValue>
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder || selected.length <= 1
              ? defaultChildren
              : t('catalog.filters.selected', { count: selected.length })
          }
        </SelectValue>
        <Chevron />
      </Button>
      <ListPopover choices={choices} optionClassName="catalog-option" />
    </Select>
  );
}

/** One value among choices, with an "any" entry first. */
function SingleChoice({
  label,
  anyLabel,
  choices,
  selected,
  onChange,
}: {
  label: string;
  anyLabel: string;
  choices: FilterChoice[];
  selected: string | null;
  onChange: (value: string | null) => void;
}) {
  const items = [{ value: ANY, label: anyLabel }, ...choices];
  return (
    <Select
      className="catalog-field"
      value={selected ?? ANY}
      onChange={(key) => onChange(key === null || key === ANY ? null : String(key))}
    >
      <Label className="catalog-field__label">{label}</Label>
      <Button className="select-trigger catalog-select">
        <SelectValue />
        <Chevron />
      </Button>
      <ListPopover choices={items} optionClassName="catalog-option" />
    </Select>
  );
}

/** The search text, sent after `debounceMs` without typing ("Filter debounce", part 2 §9). */
function DebouncedSearch({
  value,
  debounceMs,
  onChange,
}: {
  value: string | null;
  debounceMs: number;
  onChange: (search: string | null) => void;
}) {
  const { t } = useT();
  const [text, setText] = useState(value ?? '');
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The search this field last sent: its echo must not overwrite what was typed since.
  const sent = useRef(value);
  // The value changed elsewhere (reset, back button): show it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value ?? '');
  }, [value]);
  useEffect(() => {
    const search = normaliseSearch(text);
    if (search === latest.current.value) return;
    const timer = setTimeout(() => {
      sent.current = search;
      latest.current.onChange(search);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);
  return (
    <SearchField className="catalog-field" value={text} onChange={setText}>
      <Label className="catalog-field__label">{t('catalog.filters.search')}</Label>
      <div className="catalog-search">
        <Input className="catalog-input" placeholder={t('catalog.filters.searchPlaceholder')} />
        <Button className="catalog-search__clear" aria-label={t('catalog.filters.clearSearch')}>
          ×
        </Button>
      </div>
    </SearchField>
  );
}

/**
 * The date filter and its calendar come with React Aria's date machinery (and @internationalized/date,
 * about 40 KB gzip): loaded once its place is shown (or about to be, 200 px ahead), not with the page,
 * behind a placeholder of the same size. A filter form a phone does not display (the sidebar's, while the
 * filters dialog is closed) never loads it.
 */
const DateFilter = lazy(async () => ({ default: (await import('./DateFilter')).DateFilter }));

function DateFilterPlaceholder({ ref }: { ref?: RefObject<HTMLDivElement | null> }) {
  const { t } = useT();
  return (
    <div className="catalog-field" ref={ref}>
      <span className="catalog-field__label">{t('catalog.filters.date')}</span>
      <div className="catalog-date" aria-hidden="true" />
    </div>
  );
}

/** Whether the element has been on screen (or within 200 px of it); true at once without IntersectionObserver. */
function useShownOnce(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (shown) return;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    // An element that is not displayed (display: none up the tree) never intersects.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}

function LazyDateFilter(props: { value: string | null; onChange: (date: string | null) => void }) {
  const place = useRef<HTMLDivElement>(null);
  const shown = useShownOnce(place);
  if (!shown) return <DateFilterPlaceholder ref={place} />;
  return (
    <Suspense fallback={<DateFilterPlaceholder />}>
      <DateFilter {...props} />
    </Suspense>
  );
}

/**
 * The catalogue filter controls (part 1 §2 "filters search, date, date-calendar, location, one per
 * category"): each change starts again at page 1 (core `withFilters`).
 */
export function FiltersForm({
  value,
  onChange,
  options,
  debounceMs,
  periodParam = 'period',
  fields = ALL_FIELDS,
}: {
  value: CatalogueFilters;
  /**
   * Receives each change as a function of the current filters, never a whole set computed from this
   * render's `value`: two changes in flight (a debounced search, a tick) both survive (issue 18 §16).
   */
  onChange: (update: (current: CatalogueFilters) => CatalogueFilters) => void;
  options: FilterOptions;
  debounceMs: number;
  periodParam?: PeriodParam;
  /** The controls to show, all unless told. */
  fields?: readonly FilterField[];
}) {
  const { t } = useT();
  const shows = (field: FilterField) => fields.includes(field);
  const change = (patch: Partial<Omit<CatalogueFilters, 'page_number'>>) =>
    onChange((current) => withFilters(current, patch));
  const period = periodParam === 'period' ? value.period : value.availabilities_period;
  return (
    <div className="catalog-filters__fields">
      {shows('search') ? (
        <DebouncedSearch
          value={value.search}
          debounceMs={debounceMs}
          onChange={(search) => change({ search })}
        />
      ) : null}
      {shows('date') ? <LazyDateFilter value={value.date} onChange={(date) => change({ date })} /> : null}
      {shows('weekday') ? (
        <SingleChoice
          label={t('catalog.filters.weekday')}
          anyLabel={t('catalog.filters.anyWeekday')}
          choices={WEEKDAYS.map((day) => ({ value: day, label: t(`catalog.filters.weekdays.${day}`) }))}
          selected={value.weekday === null ? null : String(value.weekday)}
          onChange={(day) => change({ weekday: day === null ? null : Number(day) })}
        />
      ) : null}
      {shows('location') && options.locations.length > 0 ? (
        <MultiChoice
          label={t('catalog.filters.location')}
          choices={options.locations}
          selected={value.location}
          control={locationFilterControl(options.locations.length)}
          onChange={(location) => change({ location })}
        />
      ) : null}
      {shows('period') && options.periods.length > 0 ? (
        <SingleChoice
          label={t('catalog.filters.period')}
          anyLabel={t('catalog.filters.anyPeriod')}
          choices={options.periods}
          selected={period}
          onChange={(chosen) =>
            change(periodParam === 'period' ? { period: chosen } : { availabilities_period: chosen })
          }
        />
      ) : null}
      {shows('age') ? (
        <NumberField
          className="catalog-field"
          minValue={0}
          value={value.age ?? Number.NaN}
          onChange={(age) => change({ age: Number.isNaN(age) ? null : age })}
          formatOptions={{ maximumFractionDigits: 1 }}
        >
          <Label className="catalog-field__label">{t('catalog.filters.age')}</Label>
          <Input className="catalog-input" />
        </NumberField>
      ) : null}
      {options.groups
        .filter((group) => shows('category') && group.categories.length > 0)
        .map((group) => (
          <MultiChoice
            key={group.cuid}
            label={group.title}
            choices={group.categories}
            selected={value.categories[group.cuid] ?? []}
            control={categoryFilterControl(group.categories.length)}
            onChange={(values) =>
              onChange((current) => {
                const categories = { ...current.categories };
                if (values.length > 0) categories[group.cuid] = values;
                else delete categories[group.cuid];
                return withFilters(current, { categories });
              })
            }
          />
        ))}
    </div>
  );
}

/** Filters beside the list on wide screens (hidden below the filters breakpoint by CSS). */
export function FiltersSidebar({ children, title }: { children: ReactNode; title?: string }) {
  const { t } = useT();
  const id = useId();
  return (
    <aside className="catalog-filters catalog-filters--aside" aria-labelledby={id}>
      <h2 id={id} className="catalog-filters__title">
        {title ?? t('catalog.filters.title')}
      </h2>
      {children}
    </aside>
  );
}

/**
 * Results beside their filters: a sidebar of inline filters on wide screens (350 ms debounce, part 2 §9) and,
 * below the filters breakpoint, the mobile filter dialog above the results. A `resultsLabel` names the results.
 */
export function FilteredLayout({
  className,
  filters,
  setFilters,
  options,
  periodParam,
  resultsLabel,
  children,
}: {
  className: string;
  filters: CatalogueFilters;
  setFilters: (next: FiltersUpdate) => void;
  options: FilterOptions;
  periodParam?: PeriodParam;
  resultsLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <FiltersSidebar>
        <FiltersForm
          value={filters}
          onChange={setFilters}
          options={options}
          debounceMs={filterDebounce('inline')}
          periodParam={periodParam}
        />
      </FiltersSidebar>
      <section className="catalog-layout__main" aria-label={resultsLabel}>
        <div className="catalog-filters--mobile">
          <FiltersDialog value={filters} onApply={setFilters} options={options} periodParam={periodParam} />
        </div>
        {children}
      </section>
    </div>
  );
}

/** Number of filters chosen, for the mobile button's label. */
function activeFilterCount(filters: CatalogueFilters): number {
  return (
    [
      filters.search,
      filters.date,
      filters.weekday,
      filters.period,
      filters.availabilities_period,
      filters.age,
    ].filter((value) => value !== null).length +
    (filters.location.length > 0 ? 1 : 0) +
    Object.keys(filters.categories).length
  );
}

/**
 * The mobile filter dialog (part 1 §2): the filters edit a draft; 'Voir les résultats' applies it and closes,
 * 'Réinitialiser' clears every filter.
 */
export function FiltersDialog({
  value,
  onApply,
  options,
  periodParam,
  defaultPageSize,
}: {
  value: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
  options: FilterOptions;
  periodParam?: PeriodParam;
  defaultPageSize?: number;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(value);
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <Button className="button catalog-filters__open">
        {count > 0 ? t('catalog.filters.openCount', { count }) : t('catalog.filters.open')}
      </Button>
      <ModalOverlay className="catalog-modal-overlay" isDismissable>
        <Modal className="catalog-modal">
          <Dialog className="catalog-modal__dialog">
            {({ close }) => (
              <>
                <header className="catalog-modal__header">
                  <Heading slot="title" className="catalog-filters__title">
                    {t('catalog.filters.title')}
                  </Heading>
                  <Button
                    className="catalog-modal__close"
                    aria-label={t('catalog.filters.close')}
                    onPress={close}
                  >
                    ×
                  </Button>
                </header>
                <div className="catalog-modal__body">
                  <FiltersForm
                    value={draft}
                    onChange={setDraft}
                    options={options}
                    debounceMs={0}
                    periodParam={periodParam}
                  />
                </div>
                <footer className="catalog-modal__footer">
                  <Button
                    className="button"
                    isDisabled={!hasActiveFilters(draft)}
                    onPress={() =>
                      setDraft(emptyCatalogueFilters({ defaultPageSize: defaultPageSize ?? value.page_size }))
                    }
                  >
                    {t('catalog.filters.reset')}
                  </Button>
                  <Button
                    className="button button--primary"
                    onPress={() => {
                      onApply(draft);
                      close();
                    }}
                  >
                    {t('catalog.filters.showResults')}
                  </Button>
                </footer>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
