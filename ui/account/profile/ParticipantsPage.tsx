import { useRouter } from '@tanstack/react-router';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ageDisplay } from '../../../core/catalogue/index';
import { type Participant, sessionCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { useWebsite } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { AccountList } from '../kit/AccountList';
import { ParticipantForm } from './ParticipantForm';
import './profile.css';
import { useNow } from '../../kit/clock/clock';

/** The participant's age today with the organiser's age display rules (core `ageDisplay`), as text. */
function useAgeText(): (birthdate: string) => string | null {
  const { t } = useT();
  const format = useFormat();
  const rules = useWebsite().organiser.settings.formats.ages;
  const now = useNow();
  return (birthdate) => {
    try {
      const age = ageDisplay({ birthdate, reference_date: now }, rules.length > 0 ? rules : undefined);
      const value = format.number(age.value, 1);
      return t(`account.profile.participants.age.${age.unit}`, { count: age.value, value });
    } catch {
      return null;
    }
  };
}

/** The edit dialog: the participant form over the list, PUT /api/participants, closed on success. */
function EditParticipant({ participant }: { participant: Participant }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const toast = useToast();
  return (
    <DialogTrigger>
      <Button
        className="button"
        aria-label={t('account.profile.participants.editLabel', { name: participant.fullname })}
      >
        {t('account.profile.participants.edit')}
      </Button>
      <ModalOverlay className="profile-modal-overlay" isDismissable>
        <Modal className="profile-modal">
          <Dialog className="profile-modal__dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="profile-modal__title">
                  {t('account.profile.participants.form.editTitle', { name: participant.fullname })}
                </Heading>
                <ParticipantForm
                  participant={participant}
                  submitLabel={t('account.profile.participants.form.save')}
                  pendingLabel={t('account.profile.participants.form.saving')}
                  save={async (payload) => {
                    const answer = await api.call(sessionCalls.updateParticipant, {
                      participant_id: participant.id,
                      ...payload,
                    });
                    toast.form.success(
                      t('account.profile.participants.saved', { name: answer.participant.fullname }),
                    );
                    close();
                    await router.invalidate();
                  }}
                  extraActions={
                    <Button className="button" onPress={close}>
                      {t('account.profile.participants.form.cancel')}
                    </Button>
                  }
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** One participant of the list: name, age and birthdate, when added, and the edit and delete actions. */
function ParticipantItem({ participant }: { participant: Participant }) {
  const { t } = useT();
  const format = useFormat();
  const ageText = useAgeText();
  const birthdate = participant.birthdate?.slice(0, 10) ?? null;
  const age = birthdate ? ageText(birthdate) : null;
  return (
    <article className="account-card participant-card" aria-labelledby={`participant-${participant.cuid}`}>
      <span className="participant-card__avatar" aria-hidden="true">
        {participant.firstname.slice(0, 1).toUpperCase()}
        {participant.lastname.slice(0, 1).toUpperCase()}
      </span>
      <div className="account-card__body">
        <h3 id={`participant-${participant.cuid}`} className="account-card__title">
          {participant.fullname}
        </h3>
        <p className="account-muted">
          {birthdate
            ? [age, t('account.profile.participants.born', { date: format.day(birthdate, 'medium') })]
                .filter(Boolean)
                .join(' · ')
            : t('account.profile.participants.noBirthdate')}
        </p>
        <p className="account-muted participant-card__added">
          {t('account.profile.participants.added', { when: format.relative(participant.created_at) })}
        </p>
      </div>
      <div className="account-card__aside account-actions">
        <EditParticipant participant={participant} />
        <LocalLink
          className="button"
          href={`/account/participants/${encodeURIComponent(participant.cuid)}/delete`}
          aria-label={t('account.profile.participants.deleteLabel', { name: participant.fullname })}
        >
          {t('account.profile.participants.delete')}
        </LocalLink>
      </div>
    </article>
  );
}

/**
 * /account/participants (part 1 §2 "Participants: create, edit, delete"): the customer's participants from
 * GET /api/participants, a page at a time, each with its edit dialog and delete screen link.
 */
export function ParticipantsPage({
  list,
  page,
}: {
  list: { data: Participant[]; count: number };
  page: number;
}) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.profile.participants.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/participants"
      empty={t('account.profile.participants.empty')}
      actions={
        <LocalLink className="button button--primary" href="/account/participants/create">
          {t('account.profile.participants.add')}
        </LocalLink>
      }
      itemKey={(participant) => participant.cuid}
      renderItem={(participant) => <ParticipantItem participant={participant} />}
    />
  );
}
