import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { Button, Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { locationName } from '../../../core/catalogue/index';
import { requestTiersActors } from '../../../core/ports';
import {
  connectRequestTiers,
  firstRequestWeek,
  type RequestTier,
  requestTiersMachine,
  weekSlots,
} from '../../../core/request/index';
import { type AvailabilityListItem, catalogueCalls } from '../../../core/schemas/index';
import { useRead } from '../../app/data/useRead';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { useOutcomes } from '../../kit/machine/useOutcomes';
import { useRequestPort } from './useRequestPort';
import './requests.css';
import { ChoiceMark } from '../../kit/ChoiceMark';
import { useNow } from '../../kit/clock/clock';
import { useFormat } from '../../kit/format/index';

type ListedAvailability = AvailabilityListItem;

/**
 * The registration request launcher of a REQUEST-flow activity (part 2 §5): it replaces the add-to-cart form.
 * The activity's availabilities are read first, so the weekly selection opens on the first week holding one.
 */
export function RequestLauncher({
  activity,
  tierCuid = null,
  selected = [],
}: {
  activity: { id: number; cuid: string };
  tierCuid?: string | null;
  /** Availabilities already chosen (the availability detail preselects its own). */
  selected?: string[];
}) {
  const { t } = useT();
  // The launcher's machine runs in the browser: the server renders it loading, as it always has.
  const read = useRead(
    catalogueCalls.availabilities,
    { activity: String(activity.id), status: 'OPEN,FULL', page_size: '100' },
    { serverRendered: false },
  );
  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(read.status === 'loading' || read.data === null);
  if (read.status === 'error') {
    return (
      <section className="catalog-panel request-launcher">
        <p className="catalog-field__error" role="alert">
          {t('requests.week.failed')}
        </p>
      </section>
    );
  }
  if (showLoading || read.data === null) {
    return (
      <section className="catalog-panel request-launcher" aria-busy="true">
        <p className="catalog-muted">{t('requests.week.loading')}</p>
      </section>
    );
  }
  return (
    <LauncherMachine
      activityCuid={activity.cuid}
      availabilities={read.data.data}
      tierCuid={tierCuid}
      selected={selected}
    />
  );
}

function LauncherMachine({
  activityCuid,
  availabilities,
  tierCuid,
  selected: initiallySelected,
}: {
  activityCuid: string;
  availabilities: ListedAvailability[];
  tierCuid: string | null;
  selected: string[];
}) {
  const { t } = useT();
  const format = useFormat();
  const port = useRequestPort();
  const navigate = useNavigate();
  const headingId = useId();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const now = useNow();
  const [state, send, actor] = useMachine(requestTiersMachine.provide({ actors: requestTiersActors(port) }), {
    input: {
      activityCuid,
      search,
      tierCuid,
      today: firstRequestWeek(availabilities, now),
      selected: initiallySelected,
    },
  });
  const view = connectRequestTiers(state);
  const {
    tiers,
    chosenTierCuid: chosen,
    selected,
    weekStart,
    tier,
    over: tooMany,
    canValidate: valid,
  } = view;
  const showLoading = useMinimumDisplay(view.loading);
  useOutcomes(actor, {
    'request.validated': ({ path }) => {
      const url = new URL(path, 'http://site.invalid');
      void navigate({ to: url.pathname, search: Object.fromEntries(url.searchParams) });
    },
  });

  const slots = weekSlots(availabilities, weekStart, now);
  return (
    <section className="catalog-panel request-launcher" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-panel__title">
        {t('requests.launcher.title')}
      </h2>
      <p className="catalog-muted">{t('requests.launcher.lead')}</p>

      {showLoading ? <p className="catalog-muted">{t('requests.launcher.loading')}</p> : null}
      {view.failed ? (
        <div className="request-launcher__failed" role="alert">
          <p className="catalog-field__error">{t('requests.launcher.failed')}</p>
          <Button className="button" onPress={() => send({ type: 'request.retry' })}>
            {t('requests.launcher.retry')}
          </Button>
        </div>
      ) : null}
      {view.selecting && tiers.length === 0 ? (
        <p className="catalog-muted">{t('requests.launcher.noTiers')}</p>
      ) : null}

      {view.selecting && tiers.length > 0 ? (
        <>
          <RadioGroup
            className="catalog-field request-tiers"
            value={chosen}
            onChange={(cuid) => send({ type: 'request.chooseTier', cuid })}
            isRequired
          >
            <Label className="catalog-field__label">{t('requests.launcher.tiers')}</Label>
            {tiers.map((entry) => (
              <Radio key={entry.cuid} value={entry.cuid} className="catalog-radio request-tier">
                <ChoiceMark kind="radio" />
                <span className="request-tier__text">
                  <span className="request-tier__name">{entry.name}</span>
                  <span className="catalog-muted request-tier__bounds">{tierBounds(entry, t)}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>

          <section className="request-week" aria-labelledby={`${headingId}-week`}>
            <div className="request-week__nav">
              <Button
                className="button request-week__step"
                aria-label={t('requests.week.previous')}
                onPress={() => send({ type: 'request.previousWeek' })}
              >
                ‹
              </Button>
              <h3 id={`${headingId}-week`} className="request-week__title">
                {t('requests.week.of', { date: format.day(weekStart, 'withoutYear') })}
              </h3>
              <Button
                className="button request-week__step"
                aria-label={t('requests.week.next')}
                onPress={() => send({ type: 'request.nextWeek' })}
              >
                ›
              </Button>
            </div>
            {slots.length === 0 ? (
              <p className="catalog-muted request-week__empty">{t('requests.week.empty')}</p>
            ) : (
              <ul className="request-slots">
                {slots.map((slot) => (
                  <li key={slot.availability.cuid}>
                    <Checkbox
                      className="catalog-checkbox request-slot"
                      isSelected={selected.includes(slot.availability.cuid)}
                      isDisabled={!slot.requestable && !selected.includes(slot.availability.cuid)}
                      onChange={() => send({ type: 'request.toggle', cuid: slot.availability.cuid })}
                    >
                      <ChoiceMark kind="check" />
                      <span className="request-slot__text">
                        <span className="request-slot__time">
                          {format.instantRange(slot.start_at, slot.end_at, 'slot')}
                        </span>
                        <span className="catalog-muted">
                          {[
                            slot.availability.location && locationName(slot.availability.location),
                            t('requests.week.price', {
                              price: format.money(slot.availability.price),
                            }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                        {slot.requestable ? null : (
                          <span className="catalog-badge catalog-badge--inline">
                            {t('requests.week.unavailable')}
                          </span>
                        )}
                      </span>
                    </Checkbox>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className={`request-selection${tooMany ? ' request-selection--over' : ''}`}>
            <output className="request-selection__status" aria-live="polite">
              <strong>{t('requests.selection.count', { count: selected.length })}</strong>{' '}
              {tier === null
                ? t('requests.launcher.chooseTier')
                : tooMany
                  ? t('requests.selection.tooMany', { count: tier.maximum_availabilities })
                  : valid
                    ? t('requests.selection.valid')
                    : t('requests.selection.tooFew', { count: tier.minimum_availabilities })}
            </output>
            <div className="request-selection__actions">
              <Button
                className="button"
                isDisabled={selected.length === 0}
                onPress={() => send({ type: 'request.clear' })}
              >
                {t('requests.selection.clear')}
              </Button>
              <Button
                className={`button button--primary request-validate${tooMany ? ' request-validate--over' : ''}`}
                isDisabled={!valid}
                onPress={() => send({ type: 'request.validate' })}
              >
                {t('requests.selection.validate')}
              </Button>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

function tierBounds(tier: RequestTier, t: ReturnType<typeof useT>['t']): string {
  return tier.minimum_availabilities === tier.maximum_availabilities
    ? t('requests.launcher.tierBounds', { count: tier.maximum_availabilities })
    : t('requests.launcher.tierRange', {
        minimum: tier.minimum_availabilities,
        maximum: tier.maximum_availabilities,
      });
}
