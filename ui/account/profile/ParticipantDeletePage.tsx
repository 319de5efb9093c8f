import { useNavigate, useRouter } from '@tanstack/react-router';
import { deleteParticipantSchemaFor, sessionCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { AccountError } from '../kit/AccountError';
import { TypedConfirmation } from './TypedConfirmation';
import './profile.css';

/** What AccountError reads as "not found in your account". */
const notFound = Object.assign(new Error('PARTICIPANT_NOT_FOUND'), { status: 404 });

/**
 * /account/participants/{participant cuid}/delete: the typed confirmation of part 2 §5 "Delete participant:
 * the user must type the participant's firstname, compared after lowercasing and removing whitespace,
 * exactly" (core deleteParticipantSchemaFor), then DELETE /api/participants?participant_id=… and back to
 * the list with a toast. A cuid that is not one of the customer's participants is "not found in your
 * account".
 */
export function ParticipantDeletePage({ cuid }: { cuid: string }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const toast = useToast();
  const participant = useSession().customer?.participants.find((candidate) => candidate.cuid === cuid);
  if (!participant) return <AccountError error={notFound} reset={() => {}} />;

  async function remove() {
    if (!participant) return;
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      await api.call(sessionCalls.deleteParticipant, { participant_id: participant.id });
    } catch (error) {
      toast.form.error(error);
      return;
    }
    toast.form.success(t('account.profile.participants.remove.deleted', { name: participant.fullname }));
    await navigate({ to: '/account/participants' });
    await router.invalidate();
  }

  const name = participant.fullname;
  return (
    <section className="account-detail profile-page" aria-labelledby="participant-delete-title">
      <div className="account-detail__head">
        <div>
          <h2 id="participant-delete-title">{t('account.profile.participants.remove.title', { name })}</h2>
          <p className="account-muted">{t('account.profile.participants.remove.lead', { name })}</p>
        </div>
      </div>
      <div className="account-panel profile-danger">
        <TypedConfirmation
          schema={deleteParticipantSchemaFor(participant)}
          expected={participant.firstname}
          label={t('account.profile.participants.remove.confirm')}
          expectedKey="account.profile.participants.remove.expected"
          submitLabel={t('account.profile.participants.remove.submit', { name })}
          onConfirm={remove}
          cancel={
            <LocalLink className="button" href="/account/participants">
              {t('account.profile.participants.remove.cancel')}
            </LocalLink>
          }
        />
      </div>
    </section>
  );
}
