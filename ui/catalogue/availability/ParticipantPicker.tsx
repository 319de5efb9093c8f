import type { Customer } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { AddParticipantLink } from '../../kit/ParticipantSelect';
import { OneOf } from './OneOf';

/**
 * The participant of an availability form (add to cart, waiting list): one of the customer's own
 * participants, or, when there is none yet, a note; always the link to create one and come back here
 * (participant-return.ts).
 */
export function ParticipantPicker({
  customer,
  value,
  onChange,
  error,
}: {
  customer: Pick<Customer, 'participants'>;
  value: number | null;
  onChange: (participantId: number | null) => void;
  /** The translated field error, or null. */
  error: string | null;
}) {
  const { t } = useT();
  const participants = customer.participants.map((participant) => ({
    id: String(participant.id),
    label: participant.fullname,
  }));
  return (
    <>
      {participants.length > 0 ? (
        <OneOf
          label={t('catalog.form.participant')}
          choices={participants}
          value={value === null ? null : String(value)}
          onChange={(id) => onChange(id === null ? null : Number(id))}
          isRequired
          error={error}
        />
      ) : (
        <p className="catalog-muted">{t('catalog.form.noParticipants')}</p>
      )}
      {participants.length === 0 && error ? (
        <p className="catalog-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <AddParticipantLink className="catalog-form__add-participant">
        {t('catalog.form.addParticipant')}
      </AddParticipantLink>
    </>
  );
}
