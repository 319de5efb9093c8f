import type { Participant } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { AddParticipantLink, ParticipantSelect } from '../../kit/ParticipantSelect';
import '../../kit/product-pages.css';

/**
 * The participant of a bundle, membership or /cart/add form: the customer's participants as a select, or a
 * note when there is none yet; always the link to create one, which comes back to this form (path and
 * query kept) with the new participant chosen (participant-return.ts, as the availability form does).
 */
export function ParticipantChoice({
  participants,
  value,
  onChange,
  error,
  description,
}: {
  participants: readonly Participant[];
  value: number | null;
  onChange: (participantId: number | null) => void;
  error: string | null;
  description?: string | undefined;
}) {
  const { t } = useT();
  const label = t('productPages.form.addParticipant');
  if (participants.length === 0) {
    return (
      <div className="notice notice--info">
        <p>{t('productPages.form.noParticipants')}</p>
        <AddParticipantLink className="button">{label}</AddParticipantLink>
      </div>
    );
  }
  return (
    <div className="add-form__participant">
      <ParticipantSelect
        participants={participants}
        value={value}
        onChange={onChange}
        error={error}
        description={description}
        label={t('productPages.form.participant')}
        placeholder={t('productPages.form.participantPlaceholder')}
      />
      <AddParticipantLink className="add-form__add-participant">{label}</AddParticipantLink>
    </div>
  );
}
