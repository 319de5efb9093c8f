import { useMachine } from '@xstate/react';
import { errorToastText } from '../../../core/errors/index';
import { defaultParticipantId } from '../../../core/participants/index';
import { type Customer, registrationCalls } from '../../../core/schemas/index';
import { connectWaitingList, waitingListActors, waitingListMachine } from '../../../core/waiting-list/index';
import { useApi } from '../../app/api';
import { withAreaMessages } from '../../i18n/area-messages';
import { lookup } from '../../i18n/i18n';
import { ordinalText } from '../../i18n/ordinal';
import { useT } from '../../i18n/react';
import { SubmitButton } from '../../kit/SubmitButton';
import { waitingListPositionMessages } from '../../kit/waiting-list.messages';
import { LocalLink } from '../../shell/LocalLink';
import { PanelForm } from './PanelForm';
import { ParticipantPicker } from './ParticipantPicker';
import type { AvailabilityDetailData } from './types';

/**
 * The waiting-list form a CLOSED or FULL availability offers instead of the add form (part 1 §4; part 2 §5
 * "Waiting list: participant_id a required integer"): one of the customer's participants, then
 * POST /api/registrations/waiting-list. Driven by core's waiting-list machine; refusals show
 * forms.errors.{code}.
 */
export function WaitingListForm({
  availability,
  customer,
  participantCuid,
}: {
  availability: Pick<AvailabilityDetailData, 'id'>;
  customer: Pick<Customer, 'participants'>;
  participantCuid: string | null;
}) {
  const api = useApi();
  const { t, i18n, language } = useT();
  withAreaMessages(i18n, waitingListPositionMessages);
  const [state, send] = useMachine(
    waitingListMachine.provide({
      actors: waitingListActors({
        joinWaitingList: (input) => api.call(registrationCalls.joinWaitingList, input),
      }),
    }),
    {
      input: {
        availability_id: availability.id,
        participant_id: defaultParticipantId(customer.participants, participantCuid),
      },
    },
  );
  const {
    participantId: participant_id,
    errors,
    error,
    joined,
    place,
    submitting,
  } = connectWaitingList(state);
  const translate = (code: string) => errorToastText({ code }, lookup(i18n));

  return (
    <PanelForm title={t('catalog.waitingList.title')} onSubmit={() => send({ type: 'waitingList.submit' })}>
      <ParticipantPicker
        customer={customer}
        value={participant_id}
        onChange={(id) => send({ type: 'participant.select', participant_id: id })}
        error={errors.participant_id ? translate(errors.participant_id) : null}
      />
      {error ? (
        <p className="catalog-alert catalog-alert--error" role="alert">
          {translate(error)}
        </p>
      ) : null}
      {joined ? (
        <div className="catalog-alert catalog-alert--success">
          <output>
            {place?.status === 'OFFERED'
              ? t('catalog.waitingList.offered')
              : place?.position
                ? t('catalog.waitingList.position', { ordinal: ordinalText(t, language, place.position) })
                : t('catalog.waitingList.joined')}
          </output>{' '}
          <LocalLink href="/account/waiting-list">{t('catalog.waitingList.myLists')}</LocalLink>
        </div>
      ) : null}
      <SubmitButton sending={submitting} className="catalog-form__submit" messages="catalog.waitingList" />
    </PanelForm>
  );
}
