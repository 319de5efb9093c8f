import { useRouterState } from '@tanstack/react-router';
import type { Participant } from '../../../core/schemas/index';
import { participantCreateHref } from '../../account/profile/participant-return';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { ParticipantSelect } from './fields';
import './products.css';

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
  const current = useRouterState({ select: (state) => state.location.href });
  const href = participantCreateHref(current);
  const label = t('productPages.form.addParticipant');
  if (participants.length === 0) {
    return (
      <div className="notice notice--info">
        <p>{t('productPages.form.noParticipants')}</p>
        <LocalLink className="button" href={href}>
          {label}
        </LocalLink>
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
      />
      <LocalLink className="add-form__add-participant" href={href}>
        {label}
      </LocalLink>
    </div>
  );
}
